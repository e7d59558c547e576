import type { EngineContext, EngineView } from '../engine-context';
import { joinSentences } from '../i18n';
import type { BaccaratSide } from '../types';
import { mountCardTable } from './card-table';

/**
 * Punto banco at a live-style table: a dealer seat with the shoe and a betting countdown; the provider
 * deals and settles, the client shows the hands.
 */
export function mountBaccarat(ctx: EngineContext): EngineView {
  const { t } = ctx;
  return mountCardTable<BaccaratSide>(ctx, {
    name: 'baccarat',
    sides: ['player', 'banker', 'tie'],
    hands: ['player', 'banker'],
    payouts: 'payouts',
    dealer: true,
    async deal(bets) {
      const round = await ctx.api.dealBaccarat(bets);
      const winner = round.outcome === 'TIE' ? null : round.outcome === 'PLAYER' ? 'player' : 'banker';
      const totals = t('baccaratResult', { player: round.playerTotal, banker: round.bankerTotal });
      return {
        roundId: round.roundId,
        balance: round.balance,
        win: round.win,
        hands: { player: { cards: round.playerCards, total: round.playerTotal }, banker: { cards: round.bankerCards, total: round.bankerTotal } },
        winner,
        outcome: joinSentences(ctx.language, [totals, winner ? t('wins', { side: t(winner) }) : t('tieResult')]),
      };
    },
  });
}
