import type { LotteryResult } from '@site/shared/contract/lottery';
import { markResult, type PickedBet } from './result-marking';

/** A southern-shape result (18 numbers) listed out of order, as a server might send it. */
const SOUTH: LotteryResult = {
  tiers: [
    { tier: 'G8', numbers: ['47'] },
    { tier: 'G7', numbers: ['318'] },
    { tier: 'G6', numbers: ['1205', '8890', '4447'] },
    { tier: 'G5', numbers: ['6612'] },
    { tier: 'G4', numbers: ['10001', '22302', '33403', '44504', '55605', '66706', '77807'] },
    { tier: 'G3', numbers: ['12390', '45691'] },
    { tier: 'G2', numbers: ['78912'] },
    { tier: 'G1', numbers: ['24680'] },
    { tier: 'DB', numbers: ['135796'] },
  ],
};

const hits = (bets: PickedBet[]) =>
  markResult(SOUTH, bets).flatMap(({ tier, numbers }) => numbers.filter((number) => number.hit).map((number) => `${tier}:${number.value}`));

describe('the result board', () => {
  it('lists the special prize first, then the first to the eighth prize', () => {
    expect(markResult(SOUTH, []).map(({ tier }) => tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(markResult(SOUTH, []).flatMap(({ numbers }) => numbers)).toHaveLength(18);
  });

  it('marks every prize whose last two digits a lô 2 số picked', () => {
    expect(hits([{ betType: 'LO2', numbers: ['47', '12'] }])).toEqual(['G2:78912', 'G5:6612', 'G6:4447', 'G8:47']);
  });

  it('marks lô 3 số on the last three digits, never on the two-digit prize', () => {
    expect(hits([{ betType: 'LO3', numbers: ['447', '318', '047'] }])).toEqual(['G6:4447', 'G7:318']);
  });

  it('marks đề, 3 càng, đầu and đuôi on the special prize only', () => {
    expect(hits([{ betType: 'DE', numbers: ['96', '47'] }])).toEqual(['DB:135796']);
    expect(hits([{ betType: 'CANG3', numbers: ['796'] }])).toEqual(['DB:135796']);
    expect(hits([{ betType: 'CANG3', numbers: ['318'] }])).toEqual([]);
    expect(hits([{ betType: 'DAU', numbers: ['9'] }])).toEqual(['DB:135796']);
    expect(hits([{ betType: 'DAU', numbers: ['6'] }])).toEqual([]);
    expect(hits([{ betType: 'DUOI', numbers: ['6'] }])).toEqual(['DB:135796']);
    expect(hits([{ betType: 'DUOI', numbers: ['0', '1', '2', '3', '4', '5', '7', '8', '9'] }])).toEqual([]);
  });

  it('marks a xiên only when all its numbers came out', () => {
    expect(hits([{ betType: 'XIEN2', numbers: ['47', '90'] }])).toEqual(['G3:12390', 'G6:8890', 'G6:4447', 'G8:47']);
    expect(hits([{ betType: 'XIEN3', numbers: ['47', '90', '55'] }])).toEqual([]);
  });

  it('marks nothing without bets', () => {
    expect(hits([])).toEqual([]);
  });
});
