import { callApi } from '@site/shared';
import type { LotteryVerifyAnswer } from '@site/shared/contract/lottery';

/** GET /lgw/vn/numeros/:gameId/:numero/verify: the seed checked against its hash and the numbers recomputed. */
export function getVerify(gameId: string, numero: string): Promise<LotteryVerifyAnswer> {
  return callApi('GET /lgw/vn/numeros/:gameId/:numero/verify', { params: { gameId, numero } });
}
