import { act, render, screen } from '@testing-library/react';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import type { DepositChannel } from '@site/shared/contract/member';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../i18n/resources';
import { CENTRE_PAGES } from './centre-pages';

const CHANNELS: DepositChannel[] = [
  { code: 'BANK_TRANSFER', minAmount: '100.00', maxAmount: '50000.00', bankAccount: { bankName: 'Demo Bank', accountNumber: '1', accountHolder: 'SITE' } },
  { code: 'MATCHED', minAmount: '100.00', maxAmount: '50000.00', bankAccount: null },
];

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('the centre deposit page', () => {
  it('is the deposit feature composed with the matched-deposit panel, so MATCHED is offered', async () => {
    api = fakePlatform({
      'GET /wps/member/deposit/channels': () => ok(CHANNELS),
      'GET /wps/member/deposit/orders': () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 }),
    });
    const Deposit = CENTRE_PAGES.depositv2!;
    render(<Deposit />);
    expect(await screen.findByRole('radio', { name: 'Matched deposit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  });
});
