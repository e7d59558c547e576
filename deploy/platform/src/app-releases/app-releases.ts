/**
 * App releases: the active one per platform for the download page, and the operator's upload and
 * rollback. The package lives where the operator published it (downloadUrl); the platform keeps what
 * a visitor needs to trust it, its SHA-256 above all. Each change is one transaction under a lock of
 * its platform, recorded in operator_actions with its reference, so a repeated command changes
 * nothing and two at once never leave two active releases (the partial unique index says so too).
 */
import { APP_PLATFORMS, type AppPlatform, type AppRelease, type AppReleaseChanged, type AppReleaseUploadSchema, type OpsAppRelease } from '@site/shared/contract/site/app-releases';
import type { z } from 'zod';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { PlatformError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import { lockNamed } from '../db/lock-named';

interface ReleaseRow {
  id: string;
  platform: AppPlatform;
  version: string;
  size_bytes: string;
  sha256: string;
  download_url: string;
  notes: Record<string, string>;
  status: OpsAppRelease['status'];
  released_at: unknown;
}

const COLUMNS = 'id::text AS id, platform, version, size_bytes::text AS size_bytes, sha256, download_url, notes, status, released_at';

function opsRelease(row: ReleaseRow): OpsAppRelease {
  return {
    id: Number(row.id),
    platform: row.platform,
    version: row.version,
    sizeBytes: Number(row.size_bytes),
    releasedAt: isoTime(row.released_at),
    notes: row.notes,
    sha256: row.sha256,
    downloadUrl: row.download_url,
    status: row.status,
  };
}

/** The active release of each platform that has one, Android first, notes in `language` (else English). */
export async function activeReleases(db: Db, language: ContentLanguage): Promise<AppRelease[]> {
  const rows = await db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases WHERE status = 'ACTIVE'`);
  return APP_PLATFORMS.flatMap((platform) => {
    const row = rows.find((candidate) => candidate.platform === platform);
    if (!row) return [];
    const { id: _id, status: _status, notes, ...release } = opsRelease(row);
    return [{ ...release, notes: notes[language] ?? notes.en ?? '' }];
  });
}

/** Every release, newest first. */
export async function allReleases(db: Db): Promise<OpsAppRelease[]> {
  const rows = await db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases ORDER BY id DESC`);
  return rows.map(opsRelease);
}

async function activeOf(tx: Db, platform: AppPlatform): Promise<ReleaseRow | undefined> {
  const rows = await tx.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases WHERE platform = $1 AND status = 'ACTIVE'`, [platform]);
  return rows[0];
}

async function byId(tx: Db, id: string | number | undefined): Promise<OpsAppRelease | null> {
  if (id === undefined || id === null) return null;
  const rows = await tx.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases WHERE id = $1::bigint`, [String(id)]);
  return rows[0] ? opsRelease(rows[0]) : null;
}

/** JSON with keys in one order: the audit's jsonb keeps its own key order, so a repeat compares by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Changes of one platform wait for each other: the active release is read and replaced in one go. */
const lockPlatform = (tx: Db, platform: AppPlatform) => lockNamed(tx, 'app-release', platform);

/** A repeated command answers the releases as they stand now, and changes nothing. */
function replayed(active: ReleaseRow | undefined): AppReleaseChanged {
  return { active: active ? opsRelease(active) : null, previous: null, replayed: true };
}

/**
 * Publishes a release and makes it its platform's active one; the one active before becomes
 * SUPERSEDED (a rollback can bring it back). A version the platform already has is refused.
 */
export async function uploadRelease(db: Db, operator: string, input: z.output<typeof AppReleaseUploadSchema>): Promise<AppReleaseChanged> {
  const { reference, ...release } = input;
  return db.transaction(async (tx) => {
    await lockPlatform(tx, release.platform);
    const recorded = await recordOperatorAction(
      tx,
      { operator, action: 'APP_RELEASE_UPLOAD', reference, details: { release } },
      { what: 'release', sameContent: (first) => canonical(first.details.release) === canonical(release) },
    );
    if (recorded.replayed) {
      const [first] = await tx.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases WHERE platform = $1 AND version = $2`, [release.platform, release.version]);
      return replayed(first);
    }
    const taken = await tx.query('SELECT 1 FROM app_releases WHERE platform = $1 AND version = $2', [release.platform, release.version]);
    if (taken.length) throw new PlatformError(409, 'APP_VERSION_EXISTS', `version: ${release.platform} ${release.version} was released before; give the new package a new version`, 'version');
    const previous = await activeOf(tx, release.platform);
    if (previous) await tx.query(`UPDATE app_releases SET status = 'SUPERSEDED' WHERE id = $1::bigint`, [previous.id]);
    const [row] = await tx.query<ReleaseRow>(
      `INSERT INTO app_releases (platform, version, size_bytes, sha256, download_url, notes, status)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'ACTIVE') RETURNING ${COLUMNS}`,
      [release.platform, release.version, String(release.sizeBytes), release.sha256, release.downloadUrl, JSON.stringify(release.notes)],
    );
    return { active: opsRelease(row!), previous: previous ? await byId(tx, previous.id) : null, replayed: false };
  });
}

/**
 * Rolls a platform back: its active release becomes ROLLED_BACK (never offered again) and the
 * newest SUPERSEDED one ACTIVE. With nothing to go back to, 409 and nothing changes.
 */
export async function rollbackRelease(db: Db, operator: string, input: { reference: string; platform: AppPlatform }): Promise<AppReleaseChanged> {
  return db.transaction(async (tx) => {
    await lockPlatform(tx, input.platform);
    const recorded = await recordOperatorAction(
      tx,
      { operator, action: 'APP_RELEASE_ROLLBACK', reference: input.reference, details: { platform: input.platform } },
      { what: 'rollback', sameContent: (first) => first.details.platform === input.platform },
    );
    if (recorded.replayed) return replayed(await activeOf(tx, input.platform));
    const current = await activeOf(tx, input.platform);
    const [earlier] = await tx.query<{ id: string }>(
      `SELECT id::text AS id FROM app_releases WHERE platform = $1 AND status = 'SUPERSEDED' ORDER BY id DESC LIMIT 1`,
      [input.platform],
    );
    if (!current || !earlier) {
      throw new PlatformError(409, 'APP_NO_PREVIOUS_RELEASE', `platform: ${input.platform} has no earlier release to roll back to`, 'platform');
    }
    await tx.query(`UPDATE app_releases SET status = 'ROLLED_BACK' WHERE id = $1::bigint`, [current.id]);
    await tx.query(`UPDATE app_releases SET status = 'ACTIVE' WHERE id = $1::bigint`, [earlier.id]);
    return { active: await byId(tx, earlier.id), previous: await byId(tx, current.id), replayed: false };
  });
}

/** A demo release of each platform (and an earlier Android one, so a rollback has somewhere to go). */
export const DEMO_RELEASES: readonly (Omit<z.input<typeof AppReleaseUploadSchema>, 'reference'> & { status: 'ACTIVE' | 'SUPERSEDED' })[] = [
  {
    platform: 'ANDROID',
    version: '1.3.0',
    sizeBytes: 24_117_248,
    sha256: '3f1d2c6a9b8e7d5c4b3a29180f6e5d4c3b2a19080f7e6d5c4b3a291807f6e5d4',
    downloadUrl: 'https://apps.demobet.example/android/demobet-1.3.0.apk',
    notes: {
      en: 'Faster lobby, lottery results on the home screen, fixes for older phones.',
      es: 'Lobby más rápido, resultados de lotería en la pantalla de inicio, arreglos para teléfonos antiguos.',
      vi: 'Sảnh nhanh hơn, kết quả xổ số trên màn hình chính, sửa lỗi cho điện thoại cũ.',
      zh: '大厅更快，主屏幕显示彩票结果，修复旧手机的问题。',
    },
    status: 'ACTIVE',
  },
  {
    platform: 'ANDROID',
    version: '1.2.4',
    sizeBytes: 23_855_104,
    sha256: '9a8b7c6d5e4f30211f0e9d8c7b6a59483726150f4e3d2c1b0a99887766554433',
    downloadUrl: 'https://apps.demobet.example/android/demobet-1.2.4.apk',
    notes: { en: 'Sign-in with a second step from new devices.' },
    status: 'SUPERSEDED',
  },
  {
    platform: 'IOS',
    version: '1.3.0',
    sizeBytes: 31_457_280,
    sha256: 'c4d3e2f1a0b99887766554433221100ffeeddccbbaa99887766554433221100a',
    downloadUrl: 'https://apps.demobet.example/ios/demobet-1.3.0.ipa',
    notes: {
      en: 'For company-managed iPhones; everyone else adds the site to the home screen.',
      es: 'Para iPhone gestionados por empresas; los demás añaden el sitio a la pantalla de inicio.',
      vi: 'Dành cho iPhone do công ty quản lý; những người khác thêm trang vào màn hình chính.',
      zh: '适用于企业管理的 iPhone；其他用户请将网站添加到主屏幕。',
    },
    status: 'ACTIVE',
  },
];

/** Marker in seed_runs. */
export const APP_RELEASES_DEMO_SEED = 'app-releases-demo';
const SEED_LOCK_KEY = 7_340_054;

/** Demo mode only: the demo releases, once per database (an operator's later changes stay). */
export async function runAppReleasesDemoSeed(db: Db, demoMode: boolean): Promise<boolean> {
  if (!demoMode) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [APP_RELEASES_DEMO_SEED])).length > 0) return false;
    for (const release of [...DEMO_RELEASES].reverse()) {
      await tx.query(
        `INSERT INTO app_releases (platform, version, size_bytes, sha256, download_url, notes, status, released_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, now() - make_interval(days => $8)) ON CONFLICT (platform, version) DO NOTHING`,
        [release.platform, release.version, String(release.sizeBytes), release.sha256, release.downloadUrl, JSON.stringify(release.notes), release.status, release.status === 'ACTIVE' ? 3 : 40],
      );
    }
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [APP_RELEASES_DEMO_SEED]);
    return true;
  });
}
