/**
 * Test support: a PGlite data directory saved so that every copy opens with the least work. Each
 * platform test file starts its database from such a tarball, so its opening cost is paid a few
 * hundred times a run:
 * - a checkpoint first, so a copy starts from a clean state instead of replaying the log of the
 *   migrations and the seed (about a fifth of the opening time);
 * - the tarball keeps only the write-ahead log segment the checkpoint lives in: PostgreSQL keeps
 *   the others for reuse (16 MB each, half the tarball), and a copy would otherwise unpack them
 *   all into memory before it starts (another fifth). A copy creates new segments as it writes.
 */
import { buffer } from 'node:stream/consumers';
import { extract, pack } from 'tar-stream';
import { dumpPgliteDataDir, type ScriptDb } from '../db/database';

const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

export async function pgliteTemplateTarball(db: ScriptDb): Promise<Buffer> {
  await db.query('CHECKPOINT');
  const [needed] = await db.query<{ redo: string; current: string }>(
    'SELECT pg_walfile_name(redo_lsn) AS redo, pg_walfile_name(pg_current_wal_lsn()) AS current FROM pg_control_checkpoint()',
  );
  const keep = new Set([needed!.redo, needed!.current]);
  const tarball = Buffer.from(await (await dumpPgliteDataDir(db)).arrayBuffer());
  return withoutFiles(tarball, (name) => {
    const segment = WAL_SEGMENT.exec(name)?.[2];
    return segment !== undefined && !keep.has(segment);
  });
}

/** `tarball` without the entries `leaveOut` names. */
async function withoutFiles(tarball: Buffer, leaveOut: (name: string) => boolean): Promise<Buffer> {
  const input = extract();
  const output = pack();
  const packed = buffer(output);
  input.on('entry', (header, stream, next) => {
    if (leaveOut(header.name)) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    stream.pipe(output.entry(header, next));
  });
  input.on('finish', () => output.finalize());
  input.on('error', (error) => output.destroy(error));
  input.end(tarball);
  return packed;
}
