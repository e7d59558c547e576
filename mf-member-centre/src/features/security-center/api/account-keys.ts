/** react-query keys of My account: everything under one root, so a change can refresh the page at once. */
export const accountKeys = {
  all: ['security-center'] as const,
  profile: ['security-center', 'profile'] as const,
  banks: ['security-center', 'banks'] as const,
  payoutAccounts: ['security-center', 'payout-accounts'] as const,
  loginHistory: (pageNo: number) => ['security-center', 'login-history', pageNo] as const,
};
