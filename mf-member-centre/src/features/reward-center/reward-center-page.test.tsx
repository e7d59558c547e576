import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, queryClient, setLanguage } from '@site/shared';
import type { RewardClaimed, RewardIssue, RewardPage } from '@site/shared/contract/rewards/rewards';
import { bodyOf, expectCompleteTranslations, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import RewardCenterPage from './reward-center-page';
import { texts } from './texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const LIST = 'GET /wps/member/rewards';
const CLAIM = 'POST /wps/member/rewards/claim';
const RAFFLE = 'POST /wps/relay/MCS2_claimRafflePromotion';

const base: RewardIssue = {
  id: '11',
  source: 'OPERATOR',
  kind: 'MONEY',
  title: 'Welcome gift',
  amount: '20.00',
  multiplier: 3,
  wagering: '60.00',
  claimBy: '2026-12-05T10:00:00.000Z',
  status: 'ISSUED',
  reason: null,
  wallet: null,
  proof: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const ticket: RewardIssue = { ...base, id: '12', kind: 'RAFFLE_TICKET', title: 'Lucky draw', amount: null, wagering: null, multiplier: 1 };
const expired: RewardIssue = { ...base, id: '13', title: 'Old gift', status: 'EXPIRED' };
const rejected: RewardIssue = { ...base, id: '14', title: 'Checked gift', status: 'REJECTED', reason: 'Shared payout account' };
const page = (list: RewardIssue[]): RewardPage => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length, claimable: list.filter((r) => r.status === 'ISSUED').length });

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['reward-center'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Reward centre', () => {
  it('lists each reward with its amount, wagering, claim-by and state; only issued ones offer Claim', async () => {
    api = fakePlatform({ [LIST]: () => ok(page([base, ticket, expired, rejected])) });
    render(<RewardCenterPage />);
    const gift = await screen.findByTestId('reward-11');
    expect(within(gift).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(gift).getByText(/20\.00/)).toBeInTheDocument();
    expect(within(gift).getByText(/60\.00/)).toBeInTheDocument();
    expect(within(gift).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(within(screen.getByTestId('reward-12')).getByText('Drawn when you claim')).toBeInTheDocument();
    expect(within(screen.getByTestId('reward-12')).getByRole('button', { name: 'Draw and claim' })).toBeInTheDocument();
    const old = screen.getByTestId('reward-13');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('reward-14')).getByText('Reason: Shared payout account')).toBeInTheDocument();
  });

  it('claims money through the centre and a raffle ticket through the raffle call, then shows the drawn amount and its proof', async () => {
    let claimed = false;
    const sent: unknown[] = [];
    const drawn: RewardIssue = { ...ticket, status: 'CLAIMED', amount: '10.00', wagering: '10.00', wallet: 'BONUS', proof: { campaign: 'LUCKY', issueId: '12' } };
    api = fakePlatform({
      [LIST]: () => ok(page([claimed ? drawn : ticket])),
      [RAFFLE]: (config) => {
        sent.push(bodyOf(config));
        claimed = true;
        return ok<RewardClaimed>({ issue: drawn, replayed: false });
      },
    });
    const walletChanged = jest.fn();
    const stop = bus.on('wallet:changed', walletChanged);
    render(<RewardCenterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Draw and claim' }));
    expect(await screen.findByText('Claimed: 10.00 paid to your bonus balance.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '12' }]);
    expect(api.callsTo(CLAIM)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Proof of the draw' }).getAttribute('href')).toMatch(/12$/);
    expect(walletChanged).toHaveBeenCalled();
    stop();
  });

  it('names every reason a claim is refused, in the page language', async () => {
    api = fakePlatform({
      [LIST]: () => ok(page([base])),
      [CLAIM]: () =>
        refusal('NOT_ELIGIBLE', 'Bind a mobile number first; Deposit at least 100.00 first', 422, {
          reasons: [
            { code: 'PHONE_REQUIRED', text: 'Bind a mobile number first' },
            { code: 'MIN_DEPOSIT', text: 'Deposit at least 100.00 first' },
          ],
        }),
    });
    await act(() => setLanguage('vi'));
    render(<RewardCenterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hãy liên kết số điện thoại trước. Hãy nạp số tiền yêu cầu trước.');
  });

  it('says when there are no rewards yet', async () => {
    api = fakePlatform({ [LIST]: () => ok(page([])) });
    render(<RewardCenterPage />);
    expect(await screen.findByText('No rewards yet.')).toBeInTheDocument();
  });

  it('has every text in every language', () => {
    expectCompleteTranslations(texts);
  });
});
