/**
 * Help sections in the database: what a reader gets (one language, figures filled) and the
 * operator's edit of one language (version up, last-updated now, audited).
 */
import { type HelpLanguage, type HelpSection, type HelpSectionEdit, type HelpSectionStored } from '@site/shared/contract/site';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { PlatformError } from '../http/errors';
import { fillFigures, helpFigures, unknownFigures, type FigureSources } from './help-figures';

interface SectionRow {
  id: number;
  section: string;
  title: Record<string, string>;
  content: Record<string, string>;
  version: number;
  updated_at: Date;
}

const COLUMNS = 'id, section, title, content, version, updated_at';

const stored = (row: SectionRow): HelpSectionStored => ({
  section: row.section,
  title: row.title,
  content: row.content,
  version: row.version,
  updatedAt: isoTime(row.updated_at),
});

/** A language's text, English where that language has none. */
const inLanguage = (texts: Record<string, string>, lang: HelpLanguage) => texts[lang] ?? texts.en ?? '';

export async function storedSections(db: Db): Promise<HelpSectionStored[]> {
  const rows = await db.query<SectionRow>(`SELECT ${COLUMNS} FROM help_sections ORDER BY sort, id`);
  return rows.map(stored);
}

/** The sections in `lang`, in display order, each text's figures read now from the configuration. */
export async function helpForReader(sources: FigureSources, lang: HelpLanguage): Promise<HelpSection[]> {
  const [rows, figures] = await Promise.all([
    sources.db.query<SectionRow>(`SELECT ${COLUMNS} FROM help_sections ORDER BY sort, id`),
    helpFigures(sources, lang),
  ]);
  return rows.map((row) => ({
    id: row.id,
    section: row.section,
    // A title is plain text: the front end shows it as text, so figures are not offered there.
    title: inLanguage(row.title, lang),
    content: fillFigures(inLanguage(row.content, lang), figures),
    version: row.version,
    updatedAt: isoTime(row.updated_at),
  }));
}

/**
 * Replaces one language's text (and title when given) of a section. The same words again change
 * nothing (no new version for a repeated command). A mark that names no figure is refused before
 * anything is written: a reader would see it as written.
 */
export async function setHelpSection(db: Db, operator: string, section: string, lang: HelpLanguage, edit: HelpSectionEdit): Promise<HelpSectionStored> {
  const unknown = [...new Set(unknownFigures(edit.content))];
  if (unknown.length > 0) {
    throw new PlatformError(400, 'HELP_UNKNOWN_FIGURE', `content: no figure is called ${unknown.map((name) => `{{${name}}}`).join(', ')}`, 'content');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<SectionRow>(`SELECT ${COLUMNS} FROM help_sections WHERE section = $1 FOR UPDATE`, [section]);
    if (!row) throw new PlatformError(404, 'HELP_SECTION_NOT_FOUND', 'No help section has this key', 'section');
    const title = edit.title ?? row.title[lang] ?? row.title.en ?? section;
    if (row.content[lang] === edit.content && row.title[lang] === title) return stored(row);
    const [changed] = await tx.query<SectionRow>(
      `UPDATE help_sections
       SET content = content || jsonb_build_object($2::text, $3::text),
           title = title || jsonb_build_object($2::text, $4::text),
           version = version + 1, updated_at = now()
       WHERE section = $1
       RETURNING ${COLUMNS}`,
      [section, lang, edit.content, title],
    );
    // The version names the edit: under the row lock no two edits share one.
    await recordOperatorAction(tx, {
      operator,
      action: 'HELP_SECTION_SET',
      reference: `${section}:v${changed!.version}`,
      details: { section, language: lang, version: changed!.version, characters: edit.content.length },
    });
    return stored(changed!);
  });
}
