/**
 * Every platform call declared with `endpoint()`, by area, in one table: the platform checks that
 * it registered each of them, the front end and the test fakes take their types from
 * `ApiEndpoints` (type-only: no schema reaches the browser through this file), and the dev
 * harness proxies the prefixes their paths use.
 */
import type { EndpointDeclaration, EndpointKey } from './endpoint';
import { withdrawalsEndpoints } from './member/withdrawals';
import { depositsEndpoints } from './member/deposits';
import { walletEndpoints } from './member/balance';
import { recordsEndpoints } from './member/records';
import { walletsEndpoints } from './member/wallets';
import { accountOpsEndpoints } from './session/operator';
import { memberInfoEndpoints } from './session/member-info';
import { passwordEndpoints } from './session/passwords';
import { registrationEndpoints } from './session/registration';
import { sessionEndpoints } from './session/login';
import { accountEndpoints } from './member/account';
import { messagesEndpoints } from './member/messages';
import { systemEndpoints } from './site/system';
import { contentEndpoints } from './site/content';
import { helpEndpoints } from './site/help';
import { agentsEndpoints } from './agents/endpoints';
import { lotteryEndpoints } from './lottery/endpoints';
import { gamesEndpoints } from './games/endpoints';
import { seamlessEndpoints } from './seamless/endpoints';
import { rewardsEndpoints } from './rewards/rewards';
import { rebateEndpoints } from './rewards/rebate';
import { bonusEndpoints } from './rewards/bonus';
import { limitsEndpoints } from './protection/limits';
import { twoStepEndpoints } from './protection/two-step';
import { kycEndpoints } from './protection/kyc';
import { exclusionEndpoints } from './protection/exclusion';
import { statementEndpoints } from './protection/statement';
import { appReleaseEndpoints } from './site/app-releases';
import { recruitmentEndpoints } from './agents/recruitment';
import { feedbackEndpoints } from './feedback';
import { chatEndpoints } from './chat';
import { customerServiceEndpoints } from './site/customer-service';

export const ENDPOINT_AREAS = {
  agents: agentsEndpoints,
  lottery: lotteryEndpoints,
  games: gamesEndpoints,
  seamless: seamlessEndpoints,
  wallets: walletsEndpoints,
  accountOps: accountOpsEndpoints,
  memberInfo: memberInfoEndpoints,
  passwords: passwordEndpoints,
  registration: registrationEndpoints,
  session: sessionEndpoints,
  account: accountEndpoints,
  messages: messagesEndpoints,
  system: systemEndpoints,
  content: contentEndpoints,
  help: helpEndpoints,
  records: recordsEndpoints,
  wallet: walletEndpoints,
  deposits: depositsEndpoints,
  withdrawals: withdrawalsEndpoints,
  rewards: rewardsEndpoints,
  rebate: rebateEndpoints,
  bonus: bonusEndpoints,
  limits: limitsEndpoints,
  twoStep: twoStepEndpoints,
  kyc: kycEndpoints,
  exclusion: exclusionEndpoints,
  statement: statementEndpoints,
  appReleases: appReleaseEndpoints,
  recruitment: recruitmentEndpoints,
  feedback: feedbackEndpoints,
  chat: chatEndpoints,
  customerService: customerServiceEndpoints,
} satisfies Record<string, Record<string, EndpointDeclaration>>;

type Areas = typeof ENDPOINT_AREAS;
type Declared = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** Every declared call. */
export const ENDPOINTS: readonly EndpointDeclaration[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area));

/** Each declared call by its key, 'POST /wps/relay/GCS_walletTransfer'. */
export type ApiEndpoints = { [E in Declared as EndpointKey<E>]: E };

export type ApiKey = keyof ApiEndpoints;
