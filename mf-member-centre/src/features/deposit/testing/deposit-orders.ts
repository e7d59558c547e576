import { act } from '@testing-library/react';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import type { DepositOrder, DepositOrderPage } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { depositKeys } from '../api/deposit-keys';

/** A pending bank-transfer order of P 250.00; `overrides` make it another. */
export function order(overrides: Partial<DepositOrder>): DepositOrder {
  return {
    orderNo: 'D20261124000001',
    channel: 'BANK_TRANSFER',
    amount: '250.00',
    state: 'PENDING',
    reference: 'JOHN 1124',
    reason: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    completedAt: null,
    paymentUrl: null,
    expiresAt: null,
    ...overrides,
  };
}

/** One page of the member's orders. */
export function page(list: DepositOrder[], pageNo = 1, totalPages = 1): DepositOrderPage {
  return { list, pageNo, totalPages, totalCount: list.length };
}

/**
 * The set-up the deposit tests share: the member namespace registered, a fresh cache per test in
 * which a failed deposit call shows at once (no retries), and English back after each test.
 * `cleanUp` runs after each test first (e.g. restore the test's fake platform).
 */
export function setUpDepositTests(cleanUp: () => void): void {
  beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
  beforeEach(() => {
    queryClient.clear();
    queryClient.setQueryDefaults(depositKeys.all, { retry: false });
  });
  afterEach(async () => {
    cleanUp();
    await act(() => setLanguage('en'));
  });
}
