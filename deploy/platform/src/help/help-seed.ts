import type { ScriptDb } from '../db/database';
import { HELP_TEXTS } from './help-texts';

/** Marker in seed_runs: the help sections of this version of the platform were written. */
export const HELP_SEED_NAME = 'help-sections-v2';

/** Two processes starting together write the sections once ('HELP' in ASCII). */
const HELP_SEED_LOCK_KEY = 0x48454c50;

/**
 * Brings the help sections to HELP_TEXTS, once per database: a missing section is added; a
 * section still at version 1 (never edited by an operator) takes the new text; an edited one
 * keeps the operator's words. Every section takes its place in the order. Returns whether it ran.
 */
export async function runHelpSeed(db: ScriptDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [HELP_SEED_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [HELP_SEED_NAME])).length > 0) return false;
    for (const [index, text] of HELP_TEXTS.entries()) {
      await tx.query(
        `INSERT INTO help_sections (id, section, sort, title, content)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM help_sections), $1, $2, $3::text::jsonb, $4::text::jsonb)
         ON CONFLICT (section) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()
         WHERE help_sections.version = 1`,
        [text.section, index + 1, JSON.stringify(text.title), JSON.stringify(text.content)],
      );
      await tx.query('UPDATE help_sections SET sort = $2 WHERE section = $1', [text.section, index + 1]);
    }
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [HELP_SEED_NAME]);
    return true;
  });
}
