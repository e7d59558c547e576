/**
 * Request idempotency, for every call that carries a request id (the client's, one per operation,
 * or an operator's reference): the work is done once. The same request id again with the same
 * content answers the first result and changes nothing; with other content it is refused, 409
 * IDEMPOTENCY_CONFLICT on the field that carried the id (requestId, or reference for operators).
 *
 * Runs inside the caller's transaction, after the caller has taken the lock that serializes the
 * calls that could share the request id (the member's wallets, the contract line…), so a second
 * call waits for the first and then finds what it recorded. The record itself stays the feature's
 * own (its table keeps the request id beside what the first call did).
 */
import { PlatformError } from './errors';

/** The body field that carries a call's request id: members and agents send requestId, operators reference. */
export type RequestIdField = 'requestId' | 'reference';

/** The refusal of a request id already used for other content; `what` names the operation. */
export function requestIdReused(what: string, field: RequestIdField = 'requestId'): PlatformError {
  return new PlatformError(409, 'IDEMPOTENCY_CONFLICT', `${field}: already used for a different ${what}`, field);
}

export interface OnceByRequest<Earlier, Result> {
  /** The operation, as the refusal names it: 'transfer', 'bet', 'offer'… */
  what: string;
  /** The field the refusal names; requestId unless told. */
  field?: RequestIdField;
  /** What the first call with this request id recorded, if there was one. */
  earlier: () => Promise<Earlier | undefined>;
  /** Whether this call asks for what the first one did. */
  sameContent: (earlier: Earlier) => boolean;
  /** The first call's result again. */
  replay: (earlier: Earlier) => Result | Promise<Result>;
  /** The work, the first time (it records the request id with what it did). */
  firstTime: () => Promise<Result>;
}

export async function onceByRequest<Earlier, Result>(call: OnceByRequest<Earlier, Result>): Promise<Result> {
  const earlier = await call.earlier();
  if (earlier === undefined) return call.firstTime();
  if (!call.sameContent(earlier)) throw requestIdReused(call.what, call.field);
  return call.replay(earlier);
}
