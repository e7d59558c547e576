/** react-query keys of the manual rebate page: one root, so a claim refreshes everything it shows. */
export const rebateKeys = {
  all: ['manual-rebate'] as const,
  summary: ['manual-rebate', 'summary'] as const,
  history: (pageNo: number) => ['manual-rebate', 'history', pageNo] as const,
};
