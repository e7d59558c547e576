import { mountDevHarness } from '@site/shared/dev-harness';
import descriptor from '../remote';

mountDevHarness(descriptor, { title: 'mf-agent-centre' });
