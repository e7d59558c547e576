import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TOKEN_FILE = 'operator-token';

/**
 * The operator's secret for /ops: env OPERATOR_TOKEN, else `<dataDir>/operator-token`, else a new
 * random 32-byte hex token written there (mode 0600, created exclusively so two processes starting
 * together agree on one). Never logged: print the file's path, not its content.
 */
export function resolveOperatorToken(dataDir: string): string {
  const fromEnv = process.env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return fromEnv;

  const file = path.join(dataDir, TOKEN_FILE);
  const existing = readToken(file);
  if (existing) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process created it first (or an empty file was left behind): use what is there.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readToken(file);
    if (raced) return raced;
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return token;
  }
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
