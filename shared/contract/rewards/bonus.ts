/**
 * Restricted bonus money: a member's BONUS wallet beside MAIN, filled by bonus grants that carry a
 * wagering requirement (amount x multiplier of qualifying bet, counted per game type in percent).
 * Bets stake MAIN first, then BONUS; a grant whose requirement is met is released to MAIN once no
 * round is open; withdrawing while a grant is still being wagered forfeits it, after the member
 * confirms. These are the member's and the operator's calls about it.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';
import { AmountSchema, DecimalTextSchema } from '../member/common';

/** Highest wagering multiplier a grant may carry. */
export const MAX_BONUS_MULTIPLIER = 10;

export const BONUS_GRANT_STATES = ['ACTIVE', 'MET', 'RELEASED', 'FORFEITED', 'EXPIRED', 'CLEARED_LOW_BALANCE'] as const;
export type BonusGrantState = (typeof BONUS_GRANT_STATES)[number];

export const BONUS_WALLETS = ['MAIN', 'BONUS'] as const;
export type BonusWallet = (typeof BONUS_WALLETS)[number];

const Timestamp = z.string().describe('ISO 8601 time, UTC');

/** What a withdrawal refused for an active bonus tells the form, to word its warning. */
export const BonusForfeitSchema = z.object({
  grants: z.number().int().min(1).describe('Grants still being wagered, which the withdrawal would forfeit'),
  bonusBalance: DecimalTextSchema.describe('What the BONUS wallet holds now (all of it goes back to the site)'),
});
export type BonusForfeit = z.infer<typeof BonusForfeitSchema>;

export const BonusForfeitEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: BonusForfeitSchema.nullable() }).meta({ id: 'BonusForfeitEnvelope' });

/** The game page's notice: whether play uses bonus money now and how much wagering is left. */
export const ActiveBonusSchema = z.object({
  cashBalance: DecimalTextSchema.describe('MAIN: staked first'),
  bonusBalance: DecimalTextSchema.describe('BONUS: staked once MAIN is used up'),
  activeGrants: z.number().int().min(0),
  /** The oldest active grant, the one play counts towards; null without one. */
  wagering: z
    .object({
      required: DecimalTextSchema,
      progressed: DecimalTextSchema,
      left: DecimalTextSchema,
      maxBet: DecimalTextSchema.nullable().describe('A round staking more counts nothing towards the requirement'),
      expiresAt: Timestamp.nullable(),
    })
    .nullable(),
});
export type ActiveBonus = z.infer<typeof ActiveBonusSchema>;

export const bonusEndpoints = {
  activeBonus: endpoint({
    method: 'GET',
    path: '/wps/member/bonus/active',
    caller: 'member',
    closedSite: 'serve',
    tag: 'rewards',
    summary: "The member's cash and bonus balances and the wagering left on the active bonus",
    description:
      'For the game page: play stakes the cash balance first, then the bonus balance. `wagering` is the oldest active grant ' +
      '(the one settled rounds count towards), null without one. Trial accounts answer zero bonus and no grant: play money never earns rewards.',
    response: ActiveBonusSchema,
  }),
};

/** The operator's grant's wagering terms (all optional: without a multiplier the bonus goes to MAIN). */
export const BonusTermsSchema = z.object({
  multiplier: z
    .number()
    .min(0)
    .max(MAX_BONUS_MULTIPLIER)
    .multipleOf(0.01)
    .optional()
    .describe('Wagering multiplier 0-10 (0 or absent: straight to MAIN, no requirement)'),
  maxBet: AmountSchema.optional().describe('A round staking more counts nothing towards the requirement'),
  maxRelease: AmountSchema.optional().describe('At most this much reaches MAIN when the requirement is met; the rest goes back'),
  expiresAt: z.iso.datetime().optional().describe('When an unmet grant expires (its bonus money goes back)'),
});
