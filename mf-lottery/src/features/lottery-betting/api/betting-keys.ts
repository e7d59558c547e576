/** react-query keys of the betting view: one root, so a placed or settled bet refreshes everything it shows. */
export const bettingKeys = {
  all: ['lottery-betting'] as const,
  menu: ['lottery-betting', 'menu'] as const,
  odds: (gameId: string) => ['lottery-betting', 'odds', gameId] as const,
  myBets: (gameId: string) => ['lottery-betting', 'my-bets', gameId] as const,
  lastDrawn: (gameId: string, lastNumero: string | null) => ['lottery-betting', 'last-drawn', gameId, lastNumero] as const,
};
