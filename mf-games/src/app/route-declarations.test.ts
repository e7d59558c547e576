import { GAME_LIST_SCREEN_TYPES, LOBBY_TYPES } from '../constants/screen-types';
import { routeDeclarations } from './route-declarations';

describe('route declarations', () => {
  it("give every game hall its category's shared name as title, from which the shell writes '{name} game hall'", () => {
    const halls = routeDeclarations.filter((route) => route.screenId.startsWith('lobby:') || route.screenId.startsWith('game-list:'));
    expect(halls.map((route) => route.screenId.split(':')[1]).sort()).toEqual([...LOBBY_TYPES, ...GAME_LIST_SCREEN_TYPES].sort());
    for (const route of halls) expect(route.title).toBe(`common:game_type.${route.screenId.split(':')[1]}`);
  });
});
