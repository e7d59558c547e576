/** Query keys of the lobby's calls; the prize mode and language change what they answer. */
export const lobbyKeys = {
  menu: (prizeMode: string, language: string) => ['lottery', 'menu', prizeMode, language] as const,
  popular: (prizeMode: string, language: string) => ['lottery', 'popular', prizeMode, language] as const,
  recent: (account: string, prizeMode: string) => ['lottery', 'recent', account, prizeMode] as const,
};
