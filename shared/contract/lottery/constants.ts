/**
 * '@site/shared/contract/lottery/constants': the lottery's plain values, without zod. The lobby (the
 * lottery's first page) takes its values from here, so it loads no schema and no zod (about 24 KB
 * compressed); the schemas come with the screens that parse or submit, through the main entry,
 * which re-exports these too.
 */

/** Where a lottery draws: the three Vietnamese regions and the round-the-clock fast draws. */
export const LOTTERY_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

/** The lobby's menu tabs: one per region, in this order. */
export const LOTTERY_MENU_TAGS = LOTTERY_REGIONS;
export type LotteryMenuTag = LotteryRegion;

/** How prizes are shown: the site's own lottery (LOTT) or the electronic lottery card (ELOTT). */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** The account type every lottery item is tagged with. */
export const LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/** Weekdays as the lottery numbers them: 1 = Sunday, 2 = Monday … 7 = Saturday. */
export const LOTTERY_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Most rows the recent list answers (and its default). */
export const LOTTERY_RECENT_MAX = 100;
/** Most rows the popular list answers (and its default). */
export const LOTTERY_POPULAR_MAX = 20;

export * from './names';
