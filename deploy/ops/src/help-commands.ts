/**
 * Operator commands for the help centre (`npm run ops -- help …`): list the sections with their
 * version, last edit and the figures a text may mark, and replace one language's text from a file.
 * Each calls the running server's /ops/help endpoint with the operator token and `X-Operator`; the
 * server checks the text's figure marks, raises the version and audits.
 */
import { promises as fs } from 'node:fs';
import { HELP_LANGUAGES, helpEndpoints as calls, type HelpSectionStored } from '@site/shared/contract/site';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorIo } from './operator-call';

export const HELP_USAGE = `  npm run ops -- help list                      the help sections: version, last updated, titles; and the
                                                {{figures}} a text may mark (filled from the live configuration)
  npm run ops -- help set <section> <${HELP_LANGUAGES.join('|')}> <file.html> [--title <title>]
                                                replace one language's text of a section with the file's HTML;
                                                the section's version goes up and its last-updated time is now`;

export class HelpUsageError extends Error {
  override name = 'HelpUsageError';
}

const fail = (message: string) => new HelpUsageError(message);

/** Whether `help …` names one of these commands (plain `help` prints the usage). */
export function isHelpCommand(args: string[]): boolean {
  return args[0] === 'list' || args[0] === 'set';
}

export async function runHelpCommand(argv: string[], io: OperatorIo): Promise<number> {
  const args = [...argv];
  const operator = takeOperator(args, io.env, fail);
  const what = args.shift();
  if (what === 'list') {
    if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
    const value = (await sendOperatorCall(io, { method: 'GET', path: calls.opsList.path, operator })) as { sections: HelpSectionStored[]; figures: string[] };
    for (const line of table([['section', 'version', 'updated', 'title (en)'], ...value.sections.map((s) => [s.section, String(s.version), s.updatedAt, s.title.en ?? ''])])) io.out(line);
    io.out(`figures: ${value.figures.map((name) => `{{${name}}}`).join(' ')}`);
    return 0;
  }
  if (what !== 'set') throw fail(`unknown help command "${what ?? ''}"`);
  const title = takeOption(args, '--title', fail);
  const [section, language, file, ...rest] = args;
  if (!section || !language || !file) throw fail('help set <section> <language> <file.html> [--title <title>]');
  if (rest.length > 0) throw fail(`unexpected arguments: ${rest.join(' ')}`);
  if (!(HELP_LANGUAGES as readonly string[]).includes(language)) throw fail(`the language must be one of ${HELP_LANGUAGES.join(', ')}`);
  if (!/^[a-z]{2,20}$/.test(section)) throw fail('the section is a key such as terms or bonus');
  const content = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw fail(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const path = calls.opsSet.path.replace(':section', section).replace(':language', language);
  const changed = (await sendOperatorCall(io, { method: 'PUT', path, body: { content, ...(title ? { title } : {}) }, operator })) as HelpSectionStored;
  io.out(`${changed.section} (${language}): version ${changed.version}, last updated ${changed.updatedAt}`);
  return 0;
}
