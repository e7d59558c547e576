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
  'playerRank',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export function toMemberCentrePage(page: string | undefined): MemberCentrePage {
  return MEMBER_CENTRE_PAGES.find((candidate) => candidate === page) ?? DEFAULT_MEMBER_CENTRE_PAGE;
}
