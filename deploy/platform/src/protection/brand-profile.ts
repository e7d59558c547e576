/**
 * The brand profile: which licence's player-protection rules this site runs under, one validated
 * configuration for the whole platform. The operator chooses it with env BRAND_PROFILE (`PH`, `MT`,
 * or `SEA`, the default); anything else stops the start, since a site that guesses its minimum age
 * or its anti-money-laundering threshold breaks its licence silently.
 *
 * Every protection rule that differs by licence reads its figure from here (never a literal of its
 * own): the minimum age at registration, the reality check's default interval, whether rewards may be
 * computed from a member's losses, and the deposit total after which identity documents are needed.
 */
import { z } from 'zod';
import { AMOUNT_TEXT } from '@site/shared/contract/money';

/** The variable that names the profile. */
export const BRAND_PROFILE_VARIABLE = 'BRAND_PROFILE';

export const BRAND_CODES = ['PH', 'MT', 'SEA'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/** The profile used when BRAND_PROFILE is unset: the regional site the platform was built for. */
export const DEFAULT_BRAND_CODE: BrandCode = 'SEA';

/** The reality-check intervals a member may pick, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

const brandProfileSchema = z
  .object({
    code: z.enum(BRAND_CODES),
    /** Whole years a person must have reached to register. */
    minimumAge: z.number().int().min(18).max(25),
    /** The reality check's interval for a member who has not chosen one. */
    defaultRealityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]),
    /** Whether a reward may be computed from a member's net losses (loss rebates, cashback on losses). */
    lossBasedRewardsAllowed: z.boolean(),
    /** Cumulative deposits (major units, exact text) above which identity documents (KYC L2) are required. */
    amlThreshold: z.string().regex(AMOUNT_TEXT),
    /** Over how many days deposits count towards the threshold; null: over the member's whole life. */
    amlWindowDays: z.number().int().positive().nullable(),
    /** Days a member has to reach L2 once past the threshold (play continues, withdrawal waits). */
    kycDueDays: z.number().int().positive(),
    /**
     * Cumulative deposits (major units, exact text, over the same window) from which a withdrawal
     * also needs KYC L3: a source-of-funds declaration an operator approved. Above amlThreshold.
     */
    sourceOfFundsThreshold: z.string().regex(AMOUNT_TEXT),
    /**
     * The independent body a player may take an unresolved complaint to, named in a complaint's
     * final answer (the name and its public page).
     */
    disputeBody: z.strictObject({ name: z.string().min(2).max(120), url: z.url({ protocol: /^https$/ }) }),
  })
  .strict()
  .refine((profile) => Number(profile.sourceOfFundsThreshold) > Number(profile.amlThreshold), {
    message: 'sourceOfFundsThreshold must be above amlThreshold',
    path: ['sourceOfFundsThreshold'],
  });

export type BrandProfile = Readonly<z.infer<typeof brandProfileSchema>>;

/**
 * The three profiles. Why these figures:
 * - PH: the Philippine regulator sets the gaming age at 21; its AML rules count deposits over the
 *   member's lifetime.
 * - MT: Malta's regulator requires limits and reality checks and forbids incentives built on losses;
 *   identity checks are due once deposits pass EUR 2,000 within 180 days.
 * - SEA: the regional default, age 18, same threshold and window as the strictest licence the footer
 *   names so that no member crosses a border into weaker checks.
 * Every profile asks where the money comes from (L3) once deposits reach 10,000 within the window:
 * five times the identity threshold, where regulators expect enhanced due diligence on a player.
 * Dispute bodies: PH names its regulator's player complaints desk, MT the regulator's player support;
 * SEA has no regulator of its own, so its value is a demonstration entry (an alternative dispute
 * resolution service), to be replaced by the operator's contracted body before going live.
 */
const PROFILES: Record<BrandCode, BrandProfile> = {
  PH: {
    code: 'PH',
    minimumAge: 21,
    defaultRealityCheckMinutes: 60,
    lossBasedRewardsAllowed: true,
    amlThreshold: '2000.00',
    amlWindowDays: null,
    kycDueDays: 30,
    sourceOfFundsThreshold: '10000.00',
    disputeBody: { name: 'PAGCOR Gaming Licensing and Development (player complaints)', url: 'https://www.pagcor.ph' },
  },
  MT: {
    code: 'MT',
    minimumAge: 18,
    defaultRealityCheckMinutes: 30,
    lossBasedRewardsAllowed: false,
    amlThreshold: '2000.00',
    amlWindowDays: 180,
    kycDueDays: 30,
    sourceOfFundsThreshold: '10000.00',
    disputeBody: { name: 'Malta Gaming Authority, Player Support', url: 'https://www.mga.org.mt/support/online-gaming-support/' },
  },
  SEA: {
    code: 'SEA',
    minimumAge: 18,
    defaultRealityCheckMinutes: 60,
    lossBasedRewardsAllowed: true,
    amlThreshold: '2000.00',
    amlWindowDays: 180,
    kycDueDays: 30,
    sourceOfFundsThreshold: '10000.00',
    disputeBody: { name: 'Demo ADR Service (independent dispute resolution)', url: 'https://adr.example.org' },
  },
};

/** The profile of one code, validated (a figure edited out of range above fails every start, not one rule later). */
export function brandProfileFor(code: BrandCode): BrandProfile {
  return Object.freeze(brandProfileSchema.parse(PROFILES[code]));
}

/**
 * The configured profile, checked: an unknown name stops the start with a message naming the
 * variable and the names it takes. Surrounding spaces and letter case are forgiven.
 */
export function configuredBrandProfile(env: Record<string, string | undefined> = process.env): BrandProfile {
  const raw = env[BRAND_PROFILE_VARIABLE]?.trim();
  if (!raw) return brandProfileFor(DEFAULT_BRAND_CODE);
  const code = raw.toUpperCase();
  if (!(BRAND_CODES as readonly string[]).includes(code)) {
    throw new Error(`${BRAND_PROFILE_VARIABLE} must be one of ${BRAND_CODES.join(', ')} (default ${DEFAULT_BRAND_CODE}), not '${raw}'`);
  }
  return brandProfileFor(code as BrandCode);
}

/** Whether `minutes` is one of the reality-check intervals a member may pick. */
export function isRealityCheckMinutes(minutes: number): minutes is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This platform's brand profile (see protection/brand-profile.ts), settled when the platform is registered. */
    brandProfile: BrandProfile;
  }
}
