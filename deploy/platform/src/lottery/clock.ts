/**
 * The lottery's clock. Every time decision of the area (which issue is on sale, whether a bet is
 * too late, what is due to draw) reads this function rather than `new Date()`, so tests can move
 * time and an accelerated schedule needs no waiting.
 */
export type LotteryClock = () => Date;

export const systemClock: LotteryClock = () => new Date();
