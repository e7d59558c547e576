import { issueSession } from '../../platform/src/accounts/session-auth';
import { seedBulkTeam } from '../../platform/src/agents/reports/team-bulk-seed';
import { loadEndpoint, type ApiFigures, type Endpoint } from './api-load';
import { lastDays, onSeededServer, type Row } from './seeded-server';

/**
 * The agent centre over a large team: one agent with 10,000 members below it on three levels and
 * 1,000,000 rounds of theirs over 60 days, written straight into a fresh embedded database by
 * set-based SQL (team-bulk-seed.ts); then a server starts on that database and the overview, the
 * team lists and the reports are loaded like the other platform calls.
 */

export const AGENTS_SIZE = { descendants: 10_000, subAgents: 20, subSubAgents: 10, rounds: 1_000_000, days: 60 };

/** The reports' budget: p99 100 ms at 10 connections, so at least 100 answers a second. */
export const AGENTS_API_BUDGETS: Record<string, { minRps: number; p99Ms: number }> = Object.fromEntries(
  [
    'agent overview, today',
    'agent overview, 30 days',
    'team members, direct',
    'team members, all levels',
    'team members, one sub-agent',
    'team bets, 30 days',
    'team bets, level 3, one game type',
    'user profit and loss, 30 days',
  ].map((name) => [name, { minRps: 100, p99Ms: 100 }]),
);

/** Seeding 10,000 members and a million rounds, starting a server and loading eight calls. */
export const AGENTS_DEADLINE_MS = 180_000;

export interface AgentsFigures {
  seedSeconds: number;
  api: ApiFigures[];
  error?: string;
}

export async function loadAgents(options: { seconds: number; connections: number; env: Record<string, string> }): Promise<AgentsFigures> {
  let seedSeconds = 0;
  try {
    return await onSeededServer(
      'site-bench-agents',
      options.env,
      async (db) => {
        const seedStarted = Date.now();
        const team = await seedBulkTeam(db, { ...AGENTS_SIZE, agentAccount: 'agentbench' });
        // What PostgreSQL's autovacuum does after a bulk load (see records-load.ts).
        await db.query('VACUUM ANALYZE');
        const token = await issueSession(db, team.agentId);
        seedSeconds = (Date.now() - seedStarted) / 1000;
        console.info(`bench: agent team seeded in ${seedSeconds.toFixed(1)} s (${AGENTS_SIZE.descendants.toLocaleString('en')} members, ${AGENTS_SIZE.rounds.toLocaleString('en')} rounds)`);
        return { team, token };
      },
      async (origin, { team, token }) => {
        const month = `period=custom&${lastDays(30)}`;
        const headers = { Authorization: token };
        const endpoints: Endpoint[] = [
          { name: 'agent overview, today', path: '/wps/agent/overview', headers },
          { name: 'agent overview, 30 days', path: `/wps/agent/overview?${month}`, headers },
          { name: 'team members, direct', path: '/wps/agent/team/members?pageNo=1', headers },
          { name: 'team members, all levels', path: '/wps/agent/team/members?scope=all&pageNo=2', headers },
          { name: 'team members, one sub-agent', path: `/wps/agent/team/members?parentAccount=${team.subAgentAccount}&pageNo=1`, headers },
          { name: 'team bets, 30 days', path: `/wps/agent/team/bets?${month}&pageNo=1`, headers },
          { name: 'team bets, level 3, one game type', path: `/wps/agent/team/bets?${month}&level=3&gameType=LOTT&pageNo=2`, headers },
          { name: 'user profit and loss, 30 days', path: `/wps/agent/team/profit-loss?${month}&pageNo=3`, headers },
        ];
        const api: ApiFigures[] = [];
        for (const endpoint of endpoints) api.push(await loadEndpoint(origin, endpoint, options.seconds, options.connections));
        return { seedSeconds, api };
      },
    );
  } catch (error) {
    return { seedSeconds: 0, api: [], error: `not measured: ${(error as Error).message}` };
  }
}

/** The bench table's rows of the agents section; `apiRows` formats each call like the others. */
export function agentsRows<R extends Row>(agents: AgentsFigures, apiRows: (api: ApiFigures) => R[]): Row[] {
  const scope = 'agents (10,000 members, 1M rounds)';
  if (agents.error) return [{ scope, metric: agents.error, value: null, unit: 's' }];
  return [{ scope, metric: 'seeded in', value: agents.seedSeconds, unit: 's' }, ...agents.api.flatMap(apiRows)];
}
