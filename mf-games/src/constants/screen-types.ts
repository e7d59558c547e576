import type { GameType } from '@site/shared';

// Which screen each category gets. Kept apart from the screens so the descriptor can list its
// routes without loading any screen code.

/** Categories whose providers start a game directly (/live /sports /esports /elott /cockfight). */
export type LobbyType = Extract<GameType, 'LIVE' | 'SPORTS' | 'ESPORTS' | 'ELOTT' | 'COCKFIGHT'>;
export const LOBBY_TYPES: readonly LobbyType[] = ['LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'];

/** Categories whose providers open a game list (/rng /pvp /fish). */
export type GameListType = Extract<GameType, 'RNG' | 'PVP' | 'FISH'>;
export const GAME_LIST_SCREEN_TYPES: readonly GameListType[] = ['RNG', 'PVP', 'FISH'];

/** Pages that host a launched game, header only (/game /seamless /fbsports). */
export type LaunchPage = 'game' | 'seamless' | 'fbsports';
export const LAUNCH_PAGES: readonly LaunchPage[] = ['game', 'seamless', 'fbsports'];
