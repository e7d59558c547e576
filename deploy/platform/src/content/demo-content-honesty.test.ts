/**
 * The demo content promises only what the site does today: no bonus, reload, rebate or turnover
 * offer in any language, and no contact or download address that leads nowhere (example.com, a 555
 * number, demo Telegram channels). Checked on a freshly seeded database and, through migration 036,
 * on one seeded by an earlier version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BANNER_GROUPS } from '@site/shared/contract/site';
import { connectDatabase, type ScriptDb } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { BANNERS, NOTICES, PROMOTIONS } from './content-seed-data';
import { decryptServicePath } from '@site/shared/contract/site/service-path';
import { HELP_SECTIONS, RESOURCES } from '../system/system-seed-data';

jest.setTimeout(120_000);

const LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;

/** Offers the site cannot keep yet, in English, Spanish, Vietnamese and Chinese. */
const PROMISE =
  /bonus|reload|rebate|turnover|wagering|cash-?out|\bbono|recarga|reembolso|requisitos de apuesta|thưởng chào mừng|tiền thưởng|nạp lại|hoàn trả|yêu cầu cược|khuyến mãi|奖金|返水|加赠|流水|优惠/i;
/** Destinations that answer nobody. */
const DEAD_DESTINATION = /example\.com|\+?\b1?555\d|wa\.me\/1555|t\.me\/demobet|livechat\.example/i;

interface ContentRows {
  banners: { id: number; group_name: string; title: Record<string, string>; linkage: string | null }[];
  notices: { id: number; title: Record<string, string>; content: Record<string, string> }[];
  promotions: { id: number; title: Record<string, string> }[];
  help: { section: string; title: Record<string, string>; content: Record<string, string> }[];
  settings: { customer_service: { path: string }[]; resources: { resourceType: string; url: string }[] };
}

/** What migration 036 leaves as the contact of a database seeded by an earlier version. */
const HELP_CONTACT = [{ csPosition: 'HELP', csType: '1', path: '/helpmc' }];

/**
 * The contacts as visitors open them: from the customer-service entries (a type-3 path decrypted
 * the page's way), or from the settings row of a database migrated only up to 036.
 */
async function readContent(db: Pick<ScriptDb, 'query'>, contactsFrom: 'entries' | 'settings' = 'entries'): Promise<ContentRows> {
  const contacts =
    contactsFrom === 'settings'
      ? (await db.query<{ customer_service: { path: string }[] }>('SELECT customer_service FROM settings WHERE id = 1'))[0]!.customer_service
      : await Promise.all(
          (await db.query<{ cs_type: number; path: string }>('SELECT cs_type, path FROM customer_service_entries ORDER BY name')).map(async (row) => ({
            path: row.cs_type === 3 ? ((await decryptServicePath(row.path)) ?? 'undecryptable') : row.path,
          })),
        );
  return {
    banners: await db.query('SELECT id, group_name, title, linkage FROM banners WHERE active ORDER BY id'),
    notices: await db.query('SELECT id, title, content FROM announcements WHERE active ORDER BY id'),
    promotions: await db.query('SELECT id, title FROM promotions WHERE active ORDER BY id'),
    help: await db.query('SELECT section, title, content FROM help_sections ORDER BY id'),
    settings: { customer_service: contacts, resources: (await db.query<{ resources: ContentRows['settings']['resources'] }>('SELECT resources FROM settings WHERE id = 1'))[0]!.resources },
  };
}

/** Every text a visitor can read or follow, labelled with where it came from. */
function visibleTexts(rows: ContentRows): [where: string, text: string][] {
  const texts: [string, string][] = [];
  const each = (where: string, translated: Record<string, string>) => {
    for (const [lang, text] of Object.entries(translated)) texts.push([`${where} (${lang})`, text]);
  };
  for (const b of rows.banners) {
    each(`banner ${b.id} title`, b.title);
    if (b.linkage) texts.push([`banner ${b.id} link`, b.linkage]);
  }
  for (const n of rows.notices) {
    each(`notice ${n.id} title`, n.title);
    each(`notice ${n.id} content`, n.content);
  }
  for (const p of rows.promotions) each(`promotion ${p.id}`, p.title);
  for (const h of rows.help) {
    each(`help ${h.section} title`, h.title);
    each(`help ${h.section} content`, h.content);
  }
  for (const c of rows.settings.customer_service) texts.push(['customer service', c.path]);
  for (const r of rows.settings.resources) texts.push([`resource ${r.resourceType}`, r.url]);
  return texts;
}

function expectHonest(rows: ContentRows) {
  const texts = visibleTexts(rows);
  // The help centre states the bonus and rebate rules the platform runs (figures read from its
  // configuration), which is not an offer: only the promotional content is held to no promise.
  expect(texts.filter(([where, text]) => !where.startsWith('help ') && PROMISE.test(text))).toEqual([]);
  expect(texts.filter(([, text]) => DEAD_DESTINATION.test(text))).toEqual([]);
  // Contacts and banner links stay on the site unless they go to an address an operator set up.
  for (const c of rows.settings.customer_service) expect(c.path).toMatch(/^\/[a-z]/);
  for (const b of rows.banners) if (b.linkage) expect(b.linkage).toMatch(/^\/[a-zA-Z]/);
  // Every group keeps its pictures, each titled in the four languages.
  for (const group of BANNER_GROUPS) expect(rows.banners.filter((b) => b.group_name === group).length).toBeGreaterThanOrEqual(1);
  for (const b of rows.banners) for (const lang of LANGUAGES) expect(b.title[lang]?.trim()).toBeTruthy();
  for (const n of rows.notices) for (const lang of LANGUAGES) expect(n.content[lang]?.trim()).toBeTruthy();
}

describe('the seeded demo content', () => {
  let fx: PlatformFixture;
  beforeAll(async () => {
    fx = await createPlatformFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('promises no bonus, reload, rebate or turnover and links nothing dead, in en, es, vi and zh', async () => {
    expectHonest(await readContent(fx.db));
  });

  it('offers the help centre as the live chat, and no app that does not exist', async () => {
    const value = (await fx.call({ method: 'GET', url: '/wps/system/permission?url=www.demobet.example' })).json().value as {
      info: { customerService: { csPosition: string; path: string }[]; resources: { resourceType: string }[] };
    };
    expect(value.info.customerService).toEqual([{ csPosition: 'LIVECHAT', csType: '1', path: '/helpmc', online: true, opensAt: null }]);
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(['LOGO']);
  });
});

describe('migration 036 on a database seeded by an earlier version', () => {
  let db: ScriptDb;
  let dir: string;
  const copyMigrations = (upTo: number) => {
    for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
      if (/^\d{3}_/.test(file) && Number(file.slice(0, 3)) <= upTo) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
  };

  beforeAll(async () => {
    loadNativeModulesOutsideSandbox();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-036-'));
    copyMigrations(35);
    db = await connectDatabase({ memory: true });
    await runMigrations(db, dir);
    await db.exec(fs.readFileSync(path.join(__dirname, 'testing', 'content-seed-v1.sql'), 'utf8'));
    // An operator's own banner and an added contact are theirs: the migration leaves them alone.
    await db.query(`INSERT INTO banners (id, group_name, title, linkage_type, linkage, sort) VALUES (21, 'w_home', '{"en": "Our own offer"}'::jsonb, 'ROUTE', '/vip', 4)`);
    copyMigrations(36);
    await runMigrations(db, dir);
  });

  afterAll(async () => {
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('replaces the old promises and dead contacts with what a new database gets', async () => {
    const rows = await readContent(db, 'settings');
    const own = rows.banners.filter((b) => b.id === 21);
    expect(own).toEqual([{ id: 21, group_name: 'w_home', title: { en: 'Our own offer' }, linkage: '/vip' }]);
    expectHonest({ ...rows, banners: rows.banners.filter((b) => b.id !== 21) });
    expect(rows.banners.filter((b) => b.id !== 21).map((b) => ({ group: b.group_name, title: b.title, linkage: b.linkage }))).toEqual(
      BANNERS.map((b) => ({ group: b.group, title: b.title, linkage: b.linkage ?? null })),
    );
    expect(rows.notices.map((n) => ({ title: n.title, content: n.content }))).toEqual(NOTICES.map((n) => ({ title: n.title, content: n.content })));
    expect(rows.promotions).toHaveLength(PROMOTIONS.length);
    expect(rows.help.map((h) => ({ section: h.section, title: h.title, content: h.content }))).toEqual(HELP_SECTIONS);
    expect(rows.settings.customer_service).toEqual(HELP_CONTACT);
    expect(rows.settings.resources).toEqual(RESOURCES);
  });

  it('migration 056 then keeps that contact as a customer-service entry for everyone', async () => {
    copyMigrations(56);
    await runMigrations(db, dir);
    expect(await db.query('SELECT name, position, cs_type, path, min_level, languages, hours FROM customer_service_entries')).toEqual([
      { name: 'help', position: 'HELP', cs_type: 1, path: '/helpmc', min_level: null, languages: null, hours: null },
    ]);
    expect(await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'settings' AND column_name = 'customer_service'`)).toEqual([]);
  });
});
