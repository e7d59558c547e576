import fs from 'node:fs';
import path from 'node:path';
import { extract } from 'tar-stream';
import type { ScriptDb } from '../db/database';
import { openTestDatabase, PGLITE_TEMPLATES_ENV, SEEDED_TEMPLATE } from './test-database';

async function fileNames(tarball: Buffer): Promise<string[]> {
  const names: string[] = [];
  const input = extract();
  input.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next);
    stream.resume();
  });
  const done = new Promise<void>((resolve, reject) => {
    input.on('finish', () => resolve());
    input.on('error', reject);
  });
  input.end(tarball);
  await done;
  return names;
}

describe('the PGlite templates of the run', () => {
  let db: ScriptDb;

  afterAll(async () => {
    await db?.close();
  });

  it('keep the log segment of their checkpoint alone', async () => {
    const tarball = fs.readFileSync(path.join(process.env[PGLITE_TEMPLATES_ENV]!, `${SEEDED_TEMPLATE}.tar`));
    const segments = (await fileNames(tarball)).filter((name) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThanOrEqual(1);
    expect(segments.length).toBeLessThanOrEqual(2);
  });

  it('open as databases that start clean and go on writing into new log segments', async () => {
    db = await openTestDatabase({ seeded: true });
    // A clean start: the last checkpoint is where the copy begins, with nothing to replay.
    const [start] = await db.query<{ at_checkpoint: boolean }>(
      'SELECT pg_current_wal_lsn() - redo_lsn < 1024 * 1024 AS at_checkpoint FROM pg_control_checkpoint()',
    );
    expect(start!.at_checkpoint).toBe(true);
    for (let segment = 0; segment < 2; segment += 1) {
      await db.query(`INSERT INTO members (account, type, password_hash) VALUES ($1, 0, '!')`, [`walcopy${segment}`]);
      await db.query('SELECT pg_switch_wal()');
    }
    await db.query('CHECKPOINT');
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE account LIKE 'walcopy%'`);
    expect(counted!.n).toBe(2);
  });
});
