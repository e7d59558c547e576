import type { VendorLane } from '@site/shared';
import { card } from '../../test-utils/fixtures';
import { resolvePrizeMode } from './prize-mode';

function lanes(...list: VendorLane[]): VendorLane[] {
  return list;
}

describe('resolvePrizeMode', () => {
  it('is ELOTT when the e-lottery lane has a TCG_LOTTO_VN card', () => {
    expect(resolvePrizeMode(lanes({ id: 7, title: 'ELOTT', gameClassify: [], cards: [card('XYZ', 'ELOTT'), card('TCG_LOTTO_VN', 'ELOTT')] }))).toBe('ELOTT');
  });

  it('is ELOTT when the e-lottery lane has a LOTT card', () => {
    expect(resolvePrizeMode(lanes({ id: 7, title: 'ELOTT', gameClassify: [], cards: [card('LOTT', 'ELOTT')] }))).toBe('ELOTT');
  });

  it('is LOTT when the e-lottery lane has only other providers', () => {
    expect(resolvePrizeMode(lanes({ id: 7, title: 'ELOTT', gameClassify: [], cards: [card('TCG_SEA', 'ELOTT')] }))).toBe('LOTT');
  });

  it('ignores TCG_LOTTO_VN outside the e-lottery category', () => {
    expect(resolvePrizeMode(lanes({ id: 8, title: 'LOTT', gameClassify: [], cards: [card('TCG_LOTTO_VN', 'LOTT')] }))).toBe('LOTT');
  });

  it('is LOTT without any vendor data', () => {
    expect(resolvePrizeMode([])).toBe('LOTT');
  });
});
