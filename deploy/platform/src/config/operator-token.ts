import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TOKEN_FILE = 'operator-token';

/**
 * The shortest operator token the platform accepts. /ops changes the whole site and moves money,
 * and the token is its only lock, so it must be too long to guess (the generated one has 64).
 */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

/**
 * Stops the start when the operator token is too short. The message says where the token came
 * from and how to get a good one, never the token itself.
 */
export function assertOperatorToken(token: string, source = 'The operator token'): void {
  if (token.length >= MIN_OPERATOR_TOKEN_LENGTH) return;
  throw new Error(
    `${source} must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters; ` +
      'use a long random value (for example `openssl rand -hex 32`), or unset OPERATOR_TOKEN to have one generated',
  );
}

/**
 * The operator's secret for /ops on the embedded database: env OPERATOR_TOKEN, else
 * `<dataDir>/operator-token`, else a new random 32-byte hex token written there (mode 0600, created
 * exclusively so two processes starting together agree on one). A token shorter than
 * MIN_OPERATOR_TOKEN_LENGTH stops the start. Never logged: print the file's path, not its content.
 * On PostgreSQL the token is shared by every server instead (config/secrets.ts).
 */
export function resolveOperatorToken(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.OPERATOR_TOKEN?.trim();
  if (fromEnv) {
    assertOperatorToken(fromEnv, 'OPERATOR_TOKEN');
    return fromEnv;
  }

  const file = path.join(dataDir, TOKEN_FILE);
  const existing = readToken(file);
  if (existing) {
    assertOperatorToken(existing, `The operator token in ${file}`);
    return existing;
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process created it first (or an empty file was left behind): use what is there.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readToken(file);
    if (raced) {
      assertOperatorToken(raced, `The operator token in ${file}`);
      return raced;
    }
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return token;
  }
}

/**
 * The token a server wrote into `dataDir` before its token was shared through the database, checked
 * like any other; null when there is none.
 */
export function readOperatorTokenFile(dataDir: string): string | null {
  const file = path.join(dataDir, TOKEN_FILE);
  const token = readToken(file);
  if (token) assertOperatorToken(token, `The operator token in ${file}`);
  return token;
}

/**
 * Writes the shared token into `<dataDir>/operator-token` (mode 0600) when it holds anything else:
 * the ops CLI on this machine reads it from there. A copy: the server reads it back only when the
 * database has no token yet (readOperatorTokenFile), and then it is the same token again.
 */
export function writeOperatorTokenCopy(dataDir: string, token: string): string {
  const file = path.join(dataDir, TOKEN_FILE);
  if (readToken(file) === token) return file;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}

function readToken(file: string): string | null {
  try {
    const token = fs.readFileSync(file, 'utf8').trim();
    return token.length > 0 ? token : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const OPERATOR_TOKEN_FILE = TOKEN_FILE;
