import { MAX_RANGE_DAYS } from '@site/shared/contract/member';
import { issueSession } from '../../platform/src/accounts/session-auth';
import { seedBulkRecords } from '../../platform/src/records/records-bulk-seed';
import { reconcile } from '../../platform/src/wallet/reconcile';
import { loadEndpoint, type ApiFigures, type Endpoint } from './api-load';
import { lastDays, onSeededServer, type Row } from './seeded-server';

/**
 * The record pages over a million journal lines and a million rounds: 1,000 members, three of
 * them holding 100,000 of each, spread over 90 days. The rows are written straight into a fresh
 * embedded database by set-based SQL (records-bulk-seed.ts says how the ledger stays valid, and
 * the ledger is reconciled before anything is measured); then a server starts on that database and
 * each page is loaded like the other platform calls: first pages, a deep page, and filters.
 */

export const RECORDS_SIZE = { members: 1_000, heavyMembers: 3, heavyRows: 100_000, lines: 1_000_000, rounds: 1_000_000, days: 90 };

/** A deep page: the 9,000th row and on (the list reaches the 10,000 newest rows of a filter). */
const DEEP_PAGE = 600;

/** Every record page has the general API budget of p99 50 ms; throughput a little lower than the cached start-up calls. */
export const RECORDS_API_BUDGETS: Record<string, { minRps: number; p99Ms: number }> = Object.fromEntries(
  [
    'account record, first page',
    `account record, page ${DEEP_PAGE}`,
    'account record, one kind',
    'betting record, first page',
    `betting record, page ${DEEP_PAGE}`,
    'betting record, one game type',
    'betting record, one vendor',
    'records of a light member',
  ].map((name) => [name, { minRps: 200, p99Ms: 50 }]),
);

/** Seeding two million rows, reconciling them, starting a server and loading eight pages. */
export const RECORDS_DEADLINE_MS = 240_000;

export interface RecordsFigures {
  seedSeconds: number;
  reconcileSeconds: number;
  reconciled: boolean;
  api: ApiFigures[];
  error?: string;
}

export async function loadRecords(options: { seconds: number; connections: number; env: Record<string, string> }): Promise<RecordsFigures> {
  try {
    return await onSeededServer(
      'site-bench-records',
      options.env,
      async (db) => {
        const seedStarted = Date.now();
        const seeded = await seedBulkRecords(db, { ...RECORDS_SIZE, accountPrefix: 'recbench' });
        // What PostgreSQL's autovacuum does after a bulk load: statistics, and the visibility map
        // that lets the record queries answer from their indexes alone. PGlite runs no autovacuum
        // (the platform only analyses grown tables), so without this every page reads the heap
        // too: about four times slower at this size.
        await db.query('VACUUM ANALYZE');
        const seedSeconds = (Date.now() - seedStarted) / 1000;
        const reconcileStarted = Date.now();
        const report = await reconcile(db);
        const reconcileSeconds = (Date.now() - reconcileStarted) / 1000;
        const [heavy, light] = [seeded.memberIds[0]!, seeded.memberIds[RECORDS_SIZE.heavyMembers]!];
        const heavyToken = await issueSession(db, heavy);
        const lightToken = await issueSession(db, light);
        console.info(`bench: records seeded in ${seedSeconds.toFixed(1)} s (${RECORDS_SIZE.lines.toLocaleString('en')} lines, ${RECORDS_SIZE.rounds.toLocaleString('en')} rounds), reconciled in ${reconcileSeconds.toFixed(1)} s`);
        return { seedSeconds, reconcileSeconds, reconciled: report.consistent, heavyToken, lightToken };
      },
      async (origin, { seedSeconds, reconcileSeconds, reconciled, heavyToken, lightToken }) => {
        const range = lastDays(MAX_RANGE_DAYS);
        const as = (token: string) => ({ Authorization: token });
        const endpoints: Endpoint[] = [
          { name: 'account record, first page', path: `/wps/member/records/transactions?${range}&pageNo=1`, headers: as(heavyToken) },
          { name: `account record, page ${DEEP_PAGE}`, path: `/wps/member/records/transactions?${range}&pageNo=${DEEP_PAGE}`, headers: as(heavyToken) },
          { name: 'account record, one kind', path: `/wps/member/records/transactions?${range}&kind=BONUS&pageNo=2`, headers: as(heavyToken) },
          { name: 'betting record, first page', path: `/wps/member/records/bets?${range}&pageNo=1`, headers: as(heavyToken) },
          { name: `betting record, page ${DEEP_PAGE}`, path: `/wps/member/records/bets?${range}&pageNo=${DEEP_PAGE}`, headers: as(heavyToken) },
          { name: 'betting record, one game type', path: `/wps/member/records/bets?${range}&gameType=FISH&pageNo=1`, headers: as(heavyToken) },
          { name: 'betting record, one vendor', path: `/wps/member/records/bets?${range}&vendor=BULKA&pageNo=1`, headers: as(heavyToken) },
          { name: 'records of a light member', path: `/wps/member/records/transactions?${range}&pageNo=1`, headers: as(lightToken) },
        ];
        const api: ApiFigures[] = [];
        for (const endpoint of endpoints) api.push(await loadEndpoint(origin, endpoint, options.seconds, options.connections));
        return { seedSeconds, reconcileSeconds, reconciled, api };
      },
    );
  } catch (error) {
    return { seedSeconds: 0, reconcileSeconds: 0, reconciled: false, api: [], error: `not measured: ${(error as Error).message}` };
  }
}

/** The bench table's rows of the records section; `apiRows` formats each page like the other calls. */
export function recordsRows<R extends Row>(records: RecordsFigures, apiRows: (api: ApiFigures) => R[]): Row[] {
  const scope = 'records (1M lines, 1M rounds)';
  if (records.error) return [{ scope, metric: records.error, value: null, unit: 's' }];
  return [
    { scope, metric: 'seeded in', value: records.seedSeconds, unit: 's' },
    { scope, metric: 'ledger reconciles after seeding (1 = yes)', value: records.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
    ...records.api.flatMap(apiRows),
  ];
}
