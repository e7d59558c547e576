/** react-query keys of the deposit page: one root, so a new or changed order refreshes everything it shows. */
export const depositKeys = {
  all: ['deposit'] as const,
  channels: ['deposit', 'channels'] as const,
  orders: (pageNo: number) => ['deposit', 'orders', pageNo] as const,
};
