/** react-query keys of the results page, under one root so a draw refreshes everything it shows. */
export const vnLotteryKeys = {
  all: ['vn-lottery'] as const,
  results: (region: string, date: string) => ['vn-lottery', 'results', region, date] as const,
  menu: ['vn-lottery', 'menu'] as const,
  fastResults: (gameId: string) => ['vn-lottery', 'fast-results', gameId] as const,
};
