/**
 * The 'games' namespace: English here, Spanish, Vietnamese and Chinese in es.ts, vi.ts and zh.ts
 * beside it. en, es, vi and zh must stay complete (resources.test.ts checks every key); other
 * languages offered by configuration fall back to English.
 */
export const GAMES_NAMESPACE = 'games';

export const en = {
  home_lanes_label: 'Game categories',
  more: 'More',
  more_of: 'More {{name}}',
  hot: 'Hot',
  providers: 'Providers',
  loading_providers: 'Loading providers…',
  providers_failed: 'The providers could not be loaded.',
  no_providers: 'No providers in this category yet',
  game_list_title: '{{vendor}} games',
  page_game: 'Game',
  page_seamless: 'Seamless game',
  page_fbsports: 'Sports provider',
  launch_loading: 'Starting the game…',
  launch_failed: 'The game could not be started.',
  launch_bad_address: 'This game address is incomplete.',
  launch_login_first: 'Log in to play.',
  log_in: 'Log in',
  back_home: 'Back to the home page',
  game_frame_title: 'Game: {{name}}',
  play_money: 'Play money',
  bonus_after_cash: 'Bets use your cash ({{cash}}) first, then your bonus ({{bonus}}).',
  bonus_in_play: 'You are playing with bonus money ({{bonus}}).',
  reality_title: 'Reality check',
  reality_text: 'You have played for {{minutes}} minutes. Result this session: {{net}}.',
  reality_record: 'See my betting record',
  reality_continue: 'Continue',
  reality_leave: 'Leave the game',
  play_limit_reached: 'Your play-time limit is reached: bets are refused for now.',
  play_limit_reached_until: 'Your play-time limit is reached: bets are refused until {{until}}.',
  bonus_wagering_left: 'Wagering left before the bonus becomes cash: {{left}} of {{required}}.',
  bonus_max_bet: 'Rounds above {{maxBet}} do not count.',
  popup_blocked: 'Popup blocked',
  popup_blocked_text: 'Your browser blocked the game window. Allow pop-ups for this site, or play on this page.',
  play_here: 'Play on this page',
  play_in_window: 'Play {{name}} in a new window',
  favourite_game: 'Favourite: {{name}}',
  favourite_add: 'Add to favourites',
  favourite_remove: 'Remove from favourites',
  favourite_saving: 'Saving favourite…',
  favourite_failed: 'The favourite could not be changed.',
  pages: 'Pages',
  page_first: 'First',
  page_previous: 'Previous',
  page_next: 'Next',
  page_last: 'Last',
  page_of: 'Page {{page}} of {{total}}',
  search_games: 'Search games',
  game_name: 'Game name',
  game_name_placeholder: 'Search by name',
  search: 'Search',
  classification: 'Type',
  min_bet: 'Minimum bet',
  filter_all: 'All',
  classify: { scratch: 'Scratch', 'video poker': 'Video poker', table: 'Table', arcade: 'Arcade', slot: 'Slot', bingo: 'Bingo' },
  game_lists: 'Game lists',
  tab_normal: 'All games',
  tab_hot: 'Hot',
  tab_fav: 'Favourites',
  tab_recent: 'Recent',
  loading_games: 'Loading games…',
  games_failed: 'The games could not be loaded.',
  no_games: 'No games match.',
  no_favourites: 'No favourite games yet.',
  no_recent: 'No games played yet.',
  hot_games: 'Hot games',
  winner_board: 'Winner board',
  loading_winners: 'Loading winners…',
  winners_failed: 'The winner board could not be loaded.',
  no_winners: 'No wins yet.',
  winner_account: 'Player',
  winner_game: 'Game',
  winner_amount: 'Win',
  winner_date: 'Date',
};

/** The shape every language follows: the English keys, each a string. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
export type GamesTexts = SameKeys<typeof en>;

/**
 * The texts as the page loads them: English in the descriptor (every language's fallback), the
 * others imported when the page first shows them, so a first visit downloads one language.
 */
export const lazyResources = {
  en,
  es: () => import('./es').then((texts) => texts.es),
  vi: () => import('./vi').then((texts) => texts.vi),
  zh: () => import('./zh').then((texts) => texts.zh),
};
