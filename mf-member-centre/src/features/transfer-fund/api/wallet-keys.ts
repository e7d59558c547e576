/** react-query keys of My wallet: one root, so a transfer refreshes everything the page shows. */
export const walletKeys = {
  all: ['transfer-fund'] as const,
  funds: ['transfer-fund', 'funds'] as const,
};
