/** The launch parameters /lottery understands; a parameter is set only when the URL carries it. */
export interface LotteryQuery {
  /** The lottery to open the betting view of (a lottery id such as 'FAST_1M'). */
  gameCode?: string;
  vendor?: string;
  playType?: string;
}

const NAMES = ['gameCode', 'vendor', 'playType'] as const;

/**
 * Read /lottery's query. Each parameter is honoured only when present and not blank, so a link
 * without gameCode opens the lobby and one without vendor or playType leaves them to the screen.
 */
export function readLotteryQuery(search: URLSearchParams): LotteryQuery {
  const query: LotteryQuery = {};
  for (const name of NAMES) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The betting view's address for a lottery. */
export function bettingPath(gameCode: string): string {
  return `/lottery?${new URLSearchParams({ gameCode }).toString()}`;
}

/**
 * The results page's address for a lottery: a fast lottery's latest draws, or its region's draws
 * on the Vietnam date of `numero` (an issue number starts with its local draw date), else today's.
 */
export function resultsPath(gameId: string, menuTag: string, numero?: string | null): string {
  if (menuTag === 'FAST') return `/vnlottery?${new URLSearchParams({ region: 'FAST', game: gameId }).toString()}`;
  const day = numero ? /^(\d{4})(\d{2})(\d{2})-/.exec(numero) : null;
  const query = new URLSearchParams({ region: menuTag });
  if (day) query.set('date', `${day[1]}-${day[2]}-${day[3]}`);
  return `/vnlottery?${query.toString()}`;
}
