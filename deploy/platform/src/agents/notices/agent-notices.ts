/**
 * Notices for agents, written by operators and shown on the agent centre's Announcement page,
 * newest first. The HTML is stored as the operator wrote it (length-limited by the table) and
 * sanitised in the browser before it is shown, like every other server HTML of the site.
 */
import type { AgentNotice } from '@site/shared/contract/agents';
import type { Db, ScriptDb } from '../../db/database';
import { isoTime } from '../../db/dates';
import { recordOperatorAction } from '../../audit/operator-actions';
import { notFound } from '../../http/errors';

/** More than an agent reads on one page; older notices stay in the table. */
export const NOTICES_SHOWN = 50;

interface NoticeRow {
  id: string;
  title: string;
  html: string;
  published_at: unknown;
}

const toNotice = (row: NoticeRow): AgentNotice => ({ id: row.id, title: row.title, html: row.html, publishedAt: isoTime(row.published_at) });

export async function listAgentNotices(db: Db): Promise<AgentNotice[]> {
  const rows = await db.query<NoticeRow>(
    `SELECT id::text AS id, title, html, published_at FROM agent_notices ORDER BY published_at DESC, id DESC LIMIT ${NOTICES_SHOWN}`,
  );
  return rows.map(toNotice);
}

/** Publishes a notice now; audited as AGENT_NOTICE_CREATE in the same transaction. */
export async function createAgentNotice(db: Db, operator: string, notice: { title: string; html: string }): Promise<AgentNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<NoticeRow>(
      'INSERT INTO agent_notices (title, html, created_by) VALUES ($1, $2, $3) RETURNING id::text AS id, title, html, published_at',
      [notice.title, notice.html, operator],
    );
    await recordOperatorAction(tx, { operator, action: 'AGENT_NOTICE_CREATE', reference: `agent-notice:${row!.id}`, details: { title: notice.title } });
    return toNotice(row!);
  });
}

/** Removes a notice; an unknown id is 404. Audited as AGENT_NOTICE_DELETE. */
export async function removeAgentNotice(db: Db, operator: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query<{ title: string }>('DELETE FROM agent_notices WHERE id = $1::bigint RETURNING title', [id]);
    if (removed.length === 0) throw notFound('id: no such notice');
    await recordOperatorAction(tx, { operator, action: 'AGENT_NOTICE_DELETE', reference: `agent-notice:${id}`, details: { title: removed[0]!.title } });
  });
}

/** Marker in seed_runs: the demo notices are written once per database (deleting them is final). */
export const AGENT_NOTICES_SEED_NAME = 'agent-notices-v1';

const AGENT_NOTICES_SEED_LOCK_KEY = 7_340_026;

export const DEMO_AGENT_NOTICES = [
  {
    title: 'Welcome to the agent centre',
    html:
      '<p>Build your team from the <strong>Register centre</strong>: create member and sub-agent accounts, or share an ' +
      'invitation link or QR code. Everyone who registers through it joins your team.</p>',
  },
  {
    title: 'Salaries and dividends are paid automatically',
    html:
      '<p>Offer contracts to your direct downlines from the Dividend and Salary pages. Payments are settled on schedule ' +
      'and listed under <strong>My income</strong>; a contract rate never exceeds your own.</p>',
  },
] as const;

/** Writes the demo notices once per database (they are site content, written in every mode). */
export async function seedAgentNotices(db: ScriptDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [AGENT_NOTICES_SEED_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [AGENT_NOTICES_SEED_NAME])).length > 0) return false;
    // The older notice first, so the welcome is shown on top.
    for (const [index, notice] of [...DEMO_AGENT_NOTICES].reverse().entries()) {
      await tx.query(
        "INSERT INTO agent_notices (title, html, created_by, published_at) VALUES ($1, $2, 'SEED', now() - make_interval(mins => $3::int))",
        [notice.title, notice.html, DEMO_AGENT_NOTICES.length - index],
      );
    }
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [AGENT_NOTICES_SEED_NAME]);
    return true;
  });
}
