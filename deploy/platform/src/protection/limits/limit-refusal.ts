/**
 * The refusal of a deposit or stake that a member's limit leaves no room for. The database raises
 * it (sql/protection_limit_check.sql, SQLSTATE PL001, the limit in DETAIL as JSON) inside the
 * money call's own transaction, so nothing of the call is written; each money path turns it into
 * this one answer.
 */
import { PlatformError } from '../../http/errors';
import { formatAmount } from '../../wallet/money';

/** The SQLSTATE of a limit's refusal. */
export const LIMIT_REACHED_STATE = 'PL001';

interface RaisedLimit {
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'PLAY_MINUTES';
  period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
  limit: number;
  remaining: number;
  resetsAt: string | null;
}

const WINDOW: Record<RaisedLimit['period'], string> = { DAY: '24 hours', WEEK: '7 days', MONTH: '30 days', SESSION: 'session' };

/** The limit's refusal when `error` is one (409 LIMIT_REACHED on `field`), else undefined. */
export function limitRefusal(error: unknown, field = 'amount'): PlatformError | undefined {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== LIMIT_REACHED_STATE) return undefined;
  const raised = JSON.parse(String((error as { detail?: unknown }).detail)) as RaisedLimit;
  const minutes = raised.kind === 'PLAY_MINUTES';
  const show = (value: number) => (minutes ? String(value) : formatAmount(BigInt(value)));
  const resetsAt = raised.resetsAt === null ? null : new Date(raised.resetsAt).toISOString();
  const when = resetsAt ? `, resets at ${resetsAt}` : '';
  const message = minutes
    ? `Your play-time limit of ${raised.limit} minutes per ${raised.period === 'DAY' ? 'day' : 'session'} is reached${when}`
    : `${field}: over your ${raised.kind.toLowerCase()} limit of ${show(raised.limit)} per ${WINDOW[raised.period]}: ${show(raised.remaining)} remaining${when}`;
  return new PlatformError(409, 'LIMIT_REACHED', message, field, {
    kind: raised.kind,
    period: raised.period,
    limit: show(raised.limit),
    remaining: show(raised.remaining),
    resetsAt,
  });
}
