/** react-query keys of the results page. */
export const vnLotteryKeys = {
  results: (region: string, date: string) => ['vn-lottery', 'results', region, date] as const,
};
