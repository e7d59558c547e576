import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../../../testing/render';
import WinnerBoard, { winDate } from './winner-board';

beforeEach(async () => {
  await resetSharedState();
});

const entries = [
  { account: 'de***01', gameName: 'Golden Jewels', vassalage: 'PG', vendorName: 'PG Soft', gameType: 'RNG', winAmount: 12345.5, winTime: '2025-03-04T10:00:00Z' },
  { account: 'ab***yz', gameName: 'Ruby Jackpot', vassalage: 'JDB', vendorName: 'JDB Fishing', gameType: 'FISH', winAmount: 7, winTime: '2025-03-03T10:00:00Z' },
];

describe('winner board widget', () => {
  it('lists the largest wins: masked account, game, amount with two decimals, date', async () => {
    const platform = fakePlatform({ '/wps/relay/GCSGAME_getRankList': () => ok(entries) });
    renderWithProviders(<WinnerBoard />);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('de***01');
    expect(rows[0]).toHaveTextContent('Golden Jewels');
    expect(rows[0]).toHaveTextContent('P 12,345.50');
    expect(rows[1]).toHaveTextContent('P 7.00');
    expect(platform.callsTo('/wps/relay/GCSGAME_getRankList')[0]?.params).toEqual({ gameCategory: 'ALL', language: 'en', limitNum: 50 });
  });

  it("names each win's provider as players know it, never by its code", async () => {
    fakePlatform({ '/wps/relay/GCSGAME_getRankList': () => ok(entries) });
    renderWithProviders(<WinnerBoard />);
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('PG Soft')).toBeVisible();
    expect(within(second!).getByText('JDB Fishing')).toBeVisible();
    expect(first).not.toHaveTextContent(/\bPG\b(?! Soft)/);
    expect(second).not.toHaveTextContent('(JDB)');
  });

  it('writes dates as YYYY.MM.DD', () => {
    expect(winDate(new Date(2025, 0, 9, 12).toISOString())).toBe('2025.01.09');
    expect(winDate('nonsense')).toBe('');
  });

  it('says so when nobody has won, and offers a retry when the board fails', async () => {
    let fail = true;
    fakePlatform({ '/wps/relay/GCSGAME_getRankList': () => (fail ? refusal('SERVER_ERROR', 'Boom', 500) : ok([])) });
    renderWithProviders(<WinnerBoard />);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No wins yet.')).toBeInTheDocument();
  });
});
