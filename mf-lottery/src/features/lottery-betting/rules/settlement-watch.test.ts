import { newlySettled, settlementDue, type WatchedBet } from './settlement-watch';

const bet = (betId: string, numero: string, status: WatchedBet['status']): WatchedBet => ({ betId, numero, status });
const CURRENT = { numero: '20261123-0481', drawAt: 1_000_000 };

describe('watching for a settlement', () => {
  it('is due once the draw time of a placed bet on the current issue has passed', () => {
    const bets = [bet('1', CURRENT.numero, 'PLACED')];
    expect(settlementDue(bets, CURRENT, CURRENT.drawAt - 1)).toBe(false);
    expect(settlementDue(bets, CURRENT, CURRENT.drawAt)).toBe(true);
  });

  it('is due at once for a placed bet on an earlier issue', () => {
    expect(settlementDue([bet('1', '20261123-0480', 'PLACED')], CURRENT, 0)).toBe(true);
  });

  it('is not due when every bet is settled', () => {
    expect(settlementDue([bet('1', '20261123-0480', 'WON'), bet('2', CURRENT.numero, 'LOST')], CURRENT, CURRENT.drawAt + 1)).toBe(false);
    expect(settlementDue([], CURRENT, CURRENT.drawAt + 1)).toBe(false);
  });

  it('finds the bets that moved from placed to settled', () => {
    const before = [bet('1', 'a', 'PLACED'), bet('2', 'a', 'PLACED'), bet('3', 'b', 'WON')];
    const after = [bet('4', 'c', 'PLACED'), bet('1', 'a', 'WON'), bet('2', 'a', 'PLACED'), bet('3', 'b', 'WON')];
    expect(newlySettled(before, after).map(({ betId }) => betId)).toEqual(['1']);
    expect(newlySettled(after, after)).toEqual([]);
  });
});
