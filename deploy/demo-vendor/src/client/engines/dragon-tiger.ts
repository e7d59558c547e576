import { cardLook } from '../cards';
import type { EngineContext, EngineView } from '../engine-context';
import { joinSentences } from '../i18n';
import type { DragonTigerSide } from '../types';
import { mountCardTable } from './card-table';

/** Dragon tiger against the house: one card each, the higher card wins. */
export function mountDragonTiger(ctx: EngineContext): EngineView {
  const { t } = ctx;
  return mountCardTable<DragonTigerSide>(ctx, {
    name: 'dragon-tiger',
    sides: ['dragon', 'tiger', 'tie'],
    hands: ['dragon', 'tiger'],
    payouts: 'dragonTigerPayouts',
    async deal(bets) {
      const round = await ctx.api.dealDragonTiger(bets);
      const winner = round.outcome === 'TIE' ? null : round.outcome === 'DRAGON' ? 'dragon' : 'tiger';
      const cards = t('dragonTigerResult', { dragon: cardLook(round.dragonCard, t).label, tiger: cardLook(round.tigerCard, t).label });
      return {
        roundId: round.roundId,
        balance: round.balance,
        win: round.win,
        hands: { dragon: { cards: [round.dragonCard] }, tiger: { cards: [round.tigerCard] } },
        winner,
        outcome: joinSentences(ctx.language, [cards, winner ? t('wins', { side: t(winner) }) : t('tieResult')]),
      };
    },
  });
}
