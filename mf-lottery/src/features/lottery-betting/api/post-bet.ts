import { callApi } from '@site/shared';
import type { PlaceBet, PlaceBetAnswer } from '@site/shared/contract/lottery';
import { clockStore } from '../../../kit/server-clock';

/** POST /lgw/vn/bets: the stake is taken at once; the same requestId answers with the same bet. */
export async function postBet(bet: PlaceBet): Promise<PlaceBetAnswer> {
  const sentAt = Date.now();
  const answer = await callApi('POST /lgw/vn/bets', { body: bet });
  clockStore.record({ serverTime: answer.serverTime, sentAt, receivedAt: Date.now() });
  return answer;
}
