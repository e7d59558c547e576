/**
 * A large team for measuring the agent reports (the bench): one top agent over `descendants`
 * members on three levels (sub-agents, their sub-agents, then players under those), and `rounds`
 * settled real-money rounds of the team spread over `days` days up to now, with their daily and
 * team rollups. Written by a few set-based statements.
 *
 * Members are inserted with their triggers on, so the member tree is the database's own. The rounds
 * are written with the triggers off for their transaction (session_replication_role = replica,
 * which needs a superuser, as the embedded database's user is): a trigger per row would add each
 * round to its rollups one by one. Both rollups are then written from the rounds as the triggers
 * would have kept them, by the same sums.
 */
import type { ScriptDb } from '../../db/database';

export interface BulkTeamOptions {
  /** Account of the top agent; members are `<agentAccount>m<n>`. */
  agentAccount: string;
  /** Members below the agent: `subAgents` at level 1, `subAgents × subSubAgents` at level 2, the rest players at level 3. */
  descendants: number;
  subAgents: number;
  subSubAgents: number;
  rounds: number;
  /** Rounds and registrations are spread over this many days up to now. */
  days: number;
}

export interface BulkTeam {
  agentId: string;
  /** A direct downline with a team of its own, for drill-down measures. */
  subAgentAccount: string;
}

export async function seedBulkTeam(db: ScriptDb, options: BulkTeamOptions): Promise<BulkTeam> {
  const levelTwo = options.subAgents * options.subSubAgents;
  const players = options.descendants - options.subAgents - levelTwo;
  if (players <= 0) throw new Error('bulk team: the agents leave no room for players');
  const span = `${options.days} days`;
  return db.transaction(async (tx) => {
    const [agent] = await tx.query<{ id: string }>(
      `INSERT INTO members (account, type, password_hash, created_at) VALUES ($1, 1, 'scrypt$bulk-team-no-login', now() - $2::interval)
       RETURNING id::text AS id`,
      [options.agentAccount, span],
    );
    // One level at a time, each member under an upline of the level above (in turn), registered at
    // a time spread over the span so that a period's registrations are a share of the team.
    const level = async (uplines: string[], count: number, type: number, offset: number): Promise<string[]> => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO members (account, type, password_hash, upline_id, created_at)
         SELECT $1 || 'm' || (n + $5::int), $2, 'scrypt$bulk-team-no-login', ($3::bigint[])[1 + n % cardinality($3::bigint[])],
                now() - $6::interval + ((n + $5::int) * $6::interval) / $7::int
         FROM generate_series(1, $4::int) AS n
         ORDER BY n
         RETURNING id::text AS id`,
        [options.agentAccount, type, uplines, count, offset, span, options.descendants],
      );
      return rows.map((row) => row.id);
    };
    const firstLevel = await level([agent!.id], options.subAgents, 2, 0);
    const secondLevel = await level(firstLevel, levelTwo, 2, options.subAgents);
    await level(secondLevel, players, 0, options.subAgents + levelTwo);

    await tx.query('SET LOCAL session_replication_role = replica');
    // Settled rounds of every member of the team in turn, a third of them won (twice the stake),
    // over five game types (lottery among them) and three vendors.
    await tx.query(
      `WITH team AS (SELECT array_agg(descendant_id ORDER BY descendant_id) AS ids FROM member_tree WHERE ancestor_id = $1::bigint AND depth >= 1)
       INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at, qualifying_bet)
       SELECT 'BULK', 'team:' || $1 || ':' || i, ids[1 + i % cardinality(ids)],
              (ARRAY['DEMO', 'BULKA', 'BULKB'])[1 + i % 3], (ARRAY['RNG', 'FISH', 'LIVE', 'LOTT', 'SPORTS'])[1 + i % 5],
              'BULK-GAME', 'Bulk Game', 'REAL', 100 + i % 900, 100 + i % 900, CASE WHEN i % 3 = 0 THEN 2 * (100 + i % 900) ELSE 0 END,
              'SETTLED', t, t,
              round_qualifying_bet((ARRAY['RNG', 'FISH', 'LIVE', 'LOTT', 'SPORTS'])[1 + i % 5], 'SETTLED', 100 + i % 900, CASE WHEN i % 3 = 0 THEN 2 * (100 + i % 900) ELSE 0 END)
       FROM team, generate_series(1, $2::int) AS i, LATERAL (SELECT now() - $3::interval + (i * $3::interval) / $2::int AS t) AS at
       ORDER BY i`,
      [agent!.id, options.rounds, span],
    );
    await tx.query(
      `INSERT INTO member_daily_rollups (member_id, day, game_type, vendor, ledger, valid_bet, qualifying_bet, win, profit_loss, rounds, round_rows)
       SELECT member_id, site_day(started_at), game_type, vendor, 'REAL', sum(valid_bet), sum(qualifying_bet), sum(win), sum(win) - sum(valid_bet), count(*), count(*)
       FROM game_rounds WHERE provider = 'BULK' AND round_id LIKE 'team:' || $1 || ':%'
       GROUP BY 1, 2, 3, 4`,
      [agent!.id],
    );
    // The team rollup of every ancestor in the team, the agent included (the same sums as the
    // members' rollups' trigger keeps).
    await tx.query(
      `INSERT INTO team_daily_rollups (agent_id, day, depth, game_type, valid_bet, qualifying_bet, win, rounds, round_rows)
       SELECT t.ancestor_id, r.day, t.depth, r.game_type, sum(r.valid_bet), sum(r.qualifying_bet), sum(r.win), sum(r.rounds), sum(r.round_rows)
       FROM member_daily_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
       WHERE r.ledger = 'REAL' AND r.member_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = $1::bigint AND depth >= 1)
       GROUP BY 1, 2, 3, 4`,
      [agent!.id],
    );
    const [sub] = await tx.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [firstLevel[0]]);
    return { agentId: agent!.id, subAgentAccount: sub!.account };
  });
}
