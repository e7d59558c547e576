import type { ScriptDb } from '../db/database';
import { insertRows } from '../db/insert-rows';
import {
  BRAND_NAME,
  COUNTRIES,
  HELP_SECTIONS,
  LANGUAGES,
  REGISTER_RULES,
  RESOURCES,
  ROUTER_DOMAINS,
  WHITE_LABEL_MODULES,
} from './system-seed-data';

/** Writes the settings row, white label, router domains, countries and help (in the site seed's transaction). */
export async function seedSystem(tx: ScriptDb): Promise<void> {
  await tx.query(
    `INSERT INTO settings (id, brand_name, languages, register_rules, resources)
     VALUES (1, $1, $2::text[], $3::text::jsonb, $4::text::jsonb)`,
    [BRAND_NAME, LANGUAGES, JSON.stringify(REGISTER_RULES), JSON.stringify(RESOURCES)],
  );
  await insertRows(
    tx,
    'white_label_modules',
    'mod_id, parent_mod_id, enabled, sort',
    'mod_id text, parent_mod_id text, enabled boolean, sort int',
    // Parents come first in the list, so the foreign key holds row by row.
    WHITE_LABEL_MODULES.map((m, i) => ({ mod_id: m.modId, parent_mod_id: m.parent, enabled: m.enabled, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'router_domains',
    'device, domain_name, sort',
    'device smallint, domain_name text, sort int',
    ROUTER_DOMAINS.map((d, i) => ({ device: d.device, domain_name: d.domainName, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'countries',
    'country_code, dialing_code, sort',
    'country_code text, dialing_code text, sort int',
    COUNTRIES.map(([code, dialing], i) => ({ country_code: code, dialing_code: dialing, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'help_sections',
    'id, section, sort, title, content',
    'id int, section text, sort int, title jsonb, content jsonb',
    HELP_SECTIONS.map((h, i) => ({ id: i + 1, section: h.section, sort: i + 1, title: h.title, content: h.content })),
  );
}
