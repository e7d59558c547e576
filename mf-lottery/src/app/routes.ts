import type { RemoteRoute } from '@site/shared';

/** Spec §2 route table: both lottery pages keep only the header. Screens load lazily (DESIGN.md §6). */
export const routes: RemoteRoute[] = [
  { path: '/lottery', screen: () => import('../features/lottery-lobby/components/lottery-screen'), chrome: 'header-only' },
  { path: '/vnlottery', screen: () => import('../features/vn-lottery/components/vn-lottery-screen'), chrome: 'header-only' },
];
