import { CENTRE_PAGES } from '../../../app/centre-pages';

/**
 * The member centre's side menu: each entry's page name, in
 * menu order. The page names are the platform's and the URLs' vocabulary; labels are translated
 * under `menu.<page>`.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
  'feedback',
  'playerRank',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/**
 * What the menu offers: the pages that are built, in menu order. A page whose feature has not
 * landed (rewards, referral, missions, player rank) stays out of the menu until it does,
 * so no entry leads to "Not available yet".
 */
export const MEMBER_CENTRE_MENU: readonly MemberCentrePage[] = MEMBER_CENTRE_PAGES.filter((page) => CENTRE_PAGES[page] !== undefined);

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The page an opener asked for when the menu offers it; My account otherwise. */
export function toMemberCentrePage(page: string | undefined): MemberCentrePage {
  return MEMBER_CENTRE_MENU.find((candidate) => candidate === page) ?? DEFAULT_MEMBER_CENTRE_PAGE;
}
