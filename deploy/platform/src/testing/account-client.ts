/**
 * Test helper for the accounts calls: seals payloads with the browser client's own code
 * (`sealPayload` of @site/shared/contract), reads captcha answers and codes from the database, and
 * counts rows.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sealPayload as sealForPlatform, type EncryptedBody, type RsaKeyValue } from '@site/shared/contract';
import type { Db } from '../db/database';
import type { PlatformFixture } from './platform-fixture';

/**
 * Seals `payload` for the platform key, exactly as the browser client does. Tests run on the
 * platform's own clock, so the body's time is now unless a test says otherwise.
 */
export function sealPayload(key: RsaKeyValue, payload: unknown, serverNow = Date.now()): Promise<EncryptedBody> {
  return sealForPlatform(key, payload, serverNow);
}

/** Tables the accounts calls write; a refused request must leave all their counts unchanged. */
export const WRITTEN_TABLES = ['members', 'sessions', 'verification_codes', 'outbox', 'affiliate_codes'] as const;

export async function rowCounts(db: Db): Promise<Record<(typeof WRITTEN_TABLES)[number], number>> {
  const rows = await db.query<Record<string, number>>(
    `SELECT ${WRITTEN_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return rows[0] as Record<(typeof WRITTEN_TABLES)[number], number>;
}

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
  field?: string;
}

export class AccountClient {
  private key: RsaKeyValue | null = null;
  private serial = 0;

  constructor(readonly fx: PlatformFixture) {}

  async publicKey(): Promise<RsaKeyValue> {
    if (!this.key) {
      const response = await this.fx.call({ method: 'GET', url: '/wps/session/key/rsa' });
      this.key = (response.json() as Envelope<RsaKeyValue>).value;
    }
    return this.key;
  }

  /** An encrypted call: the payload sealed for the platform key. */
  async sealed(method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string): Promise<LightMyRequestResponse> {
    const body = await sealPayload(await this.publicKey(), payload);
    return this.fx.call({ method, url, payload: body as unknown as Record<string, unknown>, headers, remoteAddress });
  }

  /** A fresh captcha key with its image requested; returns the key and the answer. */
  async captcha(): Promise<{ key: string; answer: string }> {
    this.serial += 1;
    const key = `test-captcha-${Date.now().toString(36)}-${this.serial}`;
    const response = await this.fx.call({ method: 'GET', url: `/wps/captcha?key=${key}` });
    if (response.statusCode !== 200) throw new Error(`captcha: HTTP ${response.statusCode}`);
    const rows = await this.fx.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE key = $1', [key]);
    return { key, answer: rows[0]!.answer };
  }

  /** `{ captcha, captchaKey }` of a fresh, rightly answered captcha, for calls that need one. */
  async captchaFields(): Promise<{ captcha: string; captchaKey: string }> {
    const { key, answer } = await this.captcha();
    return { captcha: answer, captchaKey: key };
  }

  /** Empties the hourly send quotas (per address and site-wide; they are tested on their own). */
  async clearSendQuotas(): Promise<void> {
    await this.fx.db.query('DELETE FROM send_quotas');
  }

  /** The code in the newest SMS to `to` ('+84912345678'). */
  async latestCode(to: string): Promise<string> {
    const rows = await this.fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]);
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }

  /** Lets the next code go to `to` at once (the 1 s throttle is tested on its own). */
  async allowNextSend(to: string): Promise<void> {
    await this.fx.db.query("UPDATE send_throttle SET last_sent_at = now() - interval '1 minute' WHERE recipient = $1", [to]);
  }

  async setFlags(flags: Record<string, boolean>): Promise<void> {
    const response = await this.fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload: { whiteLabel: flags } });
    if (response.statusCode !== 200) throw new Error(`flags: HTTP ${response.statusCode} ${response.body}`);
  }

  /** Signs in by username; returns the raw token. */
  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<string> {
    const response = await this.sealed('POST', '/wps/session/login', { type: 'username', username, password, ...extra });
    const envelope = response.json() as Envelope<{ token: string }>;
    if (!envelope.success) throw new Error(`login ${username}: ${envelope.errorCode ?? ''}`);
    return envelope.value.token;
  }

  /** Creates an account through the operator call; returns its id. */
  async createMember(member: Record<string, unknown>): Promise<number> {
    const response = await this.fx.call({ method: 'POST', url: '/ops/members', operator: true, payload: member });
    const envelope = response.json() as Envelope<{ id: number }>;
    if (!envelope.success) throw new Error(`create member: ${response.body}`);
    return envelope.value.id;
  }

  counts(): ReturnType<typeof rowCounts> {
    return rowCounts(this.fx.db);
  }
}

/** The parts of a refusal a test compares: status, code, field and value. */
export function refusalOf(response: LightMyRequestResponse): { status: number; errorCode: string | null; field: string | undefined; value: unknown } {
  const envelope = response.json() as Envelope;
  return { status: response.statusCode, errorCode: envelope.errorCode, field: envelope.field, value: envelope.value };
}
