/**
 * A dividend carries a team's negative result forward. The dividend is a share of what the house
 * won on the team; a period in which the team won (the house lost) is not forgotten when the next
 * period starts: its amount is carried, and later periods pay a dividend only on the loss beyond
 * it. Without the carry a team that alternates a big win with a small loss would be paid on every
 * loss and never give back its wins.
 *
 * The carry is kept per payee (agent_dividend_carry, migration 033, one row per payee, period type
 * and period), not per contract, so replacing a contract does not wipe what is still to recover.
 * A period's row is written the first time the period is settled and read back on every rerun, so
 * its carry is computed once. The carry in is the carry out of the payee's latest settled period
 * that ended by this one's start, whatever its type: a payee is paid one dividend period type at a
 * time (one contract of the kind, or the site's top-agent period), and a change of type (a new
 * contract, or the site's setting) carries on from where the old one stopped.
 */
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';
import type { TeamFigures } from './amounts';
import type { Period } from './periods';

/** The figures with the loss carried into this period, as first recorded for it. */
export async function withDividendCarry(db: Db, payee: { payeeId: string; contractId: string | null }, period: Period, figures: TeamFigures): Promise<TeamFigures> {
  const houseResult = figures.validBet - figures.win;
  await db.query(
    `INSERT INTO agent_dividend_carry (payee_id, period_type, period_key, period_end, contract_id, house_result, carried_in, carried_out)
     SELECT $1::bigint, $2, $3, $4::timestamptz, $5::bigint, $6::bigint, c.carried_in, least(0, $6::bigint + c.carried_in)
     FROM (SELECT coalesce((SELECT d.carried_out FROM agent_dividend_carry d
                            WHERE d.payee_id = $1::bigint AND d.period_end <= $7::timestamptz
                            ORDER BY d.period_end DESC, d.created_at DESC LIMIT 1), 0) AS carried_in) c
     ON CONFLICT (payee_id, period_type, period_key) DO NOTHING`,
    [payee.payeeId, period.type, period.key, period.end.toISOString(), payee.contractId, houseResult.toString(), period.start.toISOString()],
  );
  const [row] = await db.query<{ carried_in: string }>(
    'SELECT carried_in::text AS carried_in FROM agent_dividend_carry WHERE payee_id = $1::bigint AND period_type = $2 AND period_key = $3',
    [payee.payeeId, period.type, period.key],
  );
  return { ...figures, carriedIn: toMinor(row?.carried_in ?? '0') };
}
