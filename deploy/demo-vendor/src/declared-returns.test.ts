import { HIGHEST_DECLARED_RTP } from '../../platform/src/agents/contracts/house-edge';
import { BACCARAT_DECLARED_RTP } from './engines/baccarat';
import { DRAGON_TIGER_DECLARED_RTP } from './engines/dragon-tiger';
import { EVENTS_DECLARED_RTP } from './engines/fixed-odds';
import { SLOT_DECLARED_RTP } from './engines/slot';
import { JACKPOT_DECLARED_RTP } from './jackpot';

describe('the returns the vendor declares', () => {
  it('reach at most the highest return the platform sizes agent salaries by, and one game declares exactly that', () => {
    const declared = [...Object.values(BACCARAT_DECLARED_RTP), ...Object.values(DRAGON_TIGER_DECLARED_RTP), SLOT_DECLARED_RTP + JACKPOT_DECLARED_RTP, EVENTS_DECLARED_RTP];
    expect(Math.max(...declared)).toBe(HIGHEST_DECLARED_RTP);
  });

  it('count the jackpot with the slot: the reels, the 1 % share and the seed over the stake per hit', () => {
    expect(SLOT_DECLARED_RTP + JACKPOT_DECLARED_RTP).toBeCloseTo(0.975, 10);
  });
});
