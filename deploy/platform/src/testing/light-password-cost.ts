/**
 * Set-up file (setupFilesAfterEnv) of the deploy jest projects: tests hash new passwords at the light
 * test cost, since most sign members up and in only to reach what they test. A test file about the
 * hashing itself keeps the real cost: it opens with a doc comment holding `@password-cost full`.
 */
import fs from 'node:fs';
import type * as Passwords from '../accounts/passwords';

/** The pragma, looked for in the comment a test file opens with. */
const FULL_COST_PRAGMA = /^\s*\/\*\*(?:(?!\*\/)[\s\S])*@password-cost\s+full\b/;

const { testPath } = expect.getState();
if (!testPath || !FULL_COST_PRAGMA.test(fs.readFileSync(testPath, 'utf8'))) {
  // Loaded only here: a full-cost test file may mock what the passwords module uses (the hash
  // library), and a module loaded before its mocks would keep the real one.
  jest.requireActual<typeof Passwords>('../accounts/passwords').lightenPasswordHashesForTests();
}
