/**
 * The help centre's operator calls. A section is stored per language with `{{figure}}` marks where
 * a figure of the live configuration goes (a bonus contribution, a rebate rate, the escalation
 * time, the dispute body, the licence statement...): the platform fills them when it answers
 * `GET /wps/system/helpCenter`, so a figure is never typed twice. An edit raises the section's
 * version and its "last updated" time.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The languages a help section is written in. */
export const HELP_LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** Longest section text an operator may store (HTML, one language). */
export const HELP_CONTENT_MAX = 20_000;
export const HELP_TITLE_MAX = 80;

/** How a figure is marked in a section's text: `{{rebate.cooldown}}`. */
export const HELP_FIGURE_MARK = /\{\{\s*([a-zA-Z][a-zA-Z0-9.]*)\s*\}\}/g;

const TranslatedSchema = z.record(z.string(), z.string());

export const HelpSectionParamsSchema = z.strictObject({
  section: z.string().regex(/^[a-z]{2,20}$/, { error: 'is not a help section key' }),
  language: z.enum(HELP_LANGUAGES),
});

export const HelpSectionEditSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(HELP_TITLE_MAX).optional().describe('The tab title in this language; omitted keeps it'),
    content: z.string().trim().min(1).max(HELP_CONTENT_MAX).describe('HTML with {{figure}} marks; every mark must name a known figure'),
  })
  .meta({ id: 'HelpSectionEdit' });
export type HelpSectionEdit = z.output<typeof HelpSectionEditSchema>;

/** A section as stored: every language's title and text with their marks, unfilled. */
export const HelpSectionStoredSchema = z
  .object({
    section: z.string(),
    title: TranslatedSchema,
    content: TranslatedSchema,
    version: z.number().int().min(1),
    updatedAt: z.string(),
  })
  .meta({ id: 'HelpSectionStored' });
export type HelpSectionStored = z.output<typeof HelpSectionStoredSchema>;

export const HelpSectionsStoredSchema = z.object({
  sections: z.array(HelpSectionStoredSchema),
  figures: z.array(z.string()).describe('Every {{figure}} a text may use'),
});

const OPS_NOTE = 'Needs the operator token and `X-Operator` (who acts, for the audit).';

export const helpEndpoints = {
  opsList: endpoint({
    method: 'GET',
    path: '/ops/help',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'The help sections as stored (every language, figure marks unfilled), and the figures a text may use',
    description: OPS_NOTE,
    response: HelpSectionsStoredSchema,
  }),
  opsSet: endpoint({
    method: 'PUT',
    path: '/ops/help/:section/:language',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: "Replace one language's text (and title) of a help section; its version goes up and its last-updated time is now",
    description:
      `${OPS_NOTE} The same text again changes nothing. An unknown section is 404 HELP_SECTION_NOT_FOUND; a mark naming no known figure ` +
      'is 400 HELP_UNKNOWN_FIGURE on content. Audited as HELP_SECTION_SET.',
    params: HelpSectionParamsSchema,
    body: HelpSectionEditSchema,
    response: HelpSectionStoredSchema,
  }),
};
