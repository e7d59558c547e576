import type { RegisterFieldRule } from '@site/shared/contract';
import type { ScriptDb } from '../db/database';
import { hashPassword } from './passwords';

/** Marker in seed_runs: the demo accounts are written once per database. */
export const ACCOUNTS_SEED_NAME = 'demo-accounts-v1';

/** Same role as the content seed's lock: two processes starting together seed once. */
const ACCOUNTS_SEED_LOCK_KEY = 7_340_004;

/**
 * Registration validation config, served as the register settings. `required` is the base
 * rule; the register call also requires the mobile number in the mobile type and the code when an
 * SMS check applies. Patterns carry no length: minLength/maxLength bound the length. The pattern
 * kind (patternId) is judged by the shared engine; acceptedPattern narrows it further ('*': no more).
 * FULL_NAME is upper-case words, accented capitals included (Vietnamese names), at least two.
 */
export const REGISTER_FIELD_SEED: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, patternId: 'LETTER_FIRST_ALPHANUMERIC', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 2, maxLength: 15, type: 'text' },
  { field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', minLength: 6, maxLength: 20, type: 'password' },
  { field: 'confirmPassword', enabled: true, required: true, patternId: 'ANY', acceptedPattern: '*', minLength: 0, maxLength: 20, type: 'password' },
  { field: 'mobileNum', enabled: true, required: false, patternId: 'MOBILE', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, type: 'tel' },
  { field: 'verificationCode', enabled: true, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 8, type: 'text' },
  { field: 'captcha', enabled: true, required: true, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 6, type: 'text' },
  { field: 'email', enabled: true, required: false, patternId: 'EMAIL', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 5, maxLength: 100, type: 'email' },
  { field: 'payeeName', enabled: true, required: false, patternId: 'FULL_NAME', acceptedPattern: '*', minLength: 2, maxLength: 50, type: 'text' },
  { field: 'affiliateCode', enabled: true, required: false, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20, type: 'text' },
  { field: 'qqNum', enabled: false, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12, type: 'text' },
  { field: 'recommenderId', enabled: false, required: false, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20, type: 'text' },
  { field: 'paymentPassword', enabled: false, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, type: 'password' },
  { field: 'line', enabled: false, required: false, patternId: 'NO_SPACES', acceptedPattern: '^\\S+$', minLength: 1, maxLength: 50, type: 'text' },
  { field: 'whatsapp', enabled: false, required: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, type: 'tel' },
  { field: 'facebook', enabled: false, required: false, patternId: 'NO_SPACES', acceptedPattern: '^\\S+$', minLength: 1, maxLength: 50, type: 'text' },
  { field: 'wechat', enabled: false, required: false, patternId: 'NO_SPACES', acceptedPattern: '^\\S+$', minLength: 1, maxLength: 50, type: 'text' },
  { field: 'idNumber', enabled: false, required: false, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 30, type: 'text' },
];

/** The documented demo accounts (README): an agent and a member in its downline. */
export const DEMO_AGENT = { account: 'demoagent', password: 'agent1234', type: 1, nickname: 'Demo Agent', affiliateCode: 'DEMOAGENT' } as const;
export const DEMO_PLAYER = {
  account: 'demoplayer',
  password: 'player1234',
  type: 0,
  nickname: 'Demo Player',
  dialingCode: '+84',
  mobileNum: '912345678',
  email: 'demoplayer@demobet.example',
} as const;

/**
 * Writes the register settings (any that are missing: they are site configuration, needed
 * everywhere) and, when `demoMembers` is set, the demo accounts once. Returns whether it wrote.
 */
export async function runAccountsSeed(db: ScriptDb, { demoMembers }: { demoMembers: boolean }): Promise<boolean> {
  const fields = await db.query<{ field: string }>(
    `INSERT INTO register_fields (field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, input_type, sort)
     SELECT field, enabled, required, "acceptedPattern", "patternId", "minLength", "maxLength", type, sort
     FROM jsonb_to_recordset($1::text::jsonb) AS r(field text, enabled boolean, required boolean,
       "acceptedPattern" text, "patternId" text, "minLength" int, "maxLength" int, type text, sort int)
     ON CONFLICT (field) DO NOTHING RETURNING field`,
    [JSON.stringify(REGISTER_FIELD_SEED.map((rule, i) => ({ ...rule, sort: i + 1 })))],
  );
  const members = demoMembers ? await runDemoMembersSeed(db) : false;
  return fields.length > 0 || members;
}

/** The demo agent and member, once per database (marker in seed_runs). */
async function runDemoMembersSeed(db: ScriptDb): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [ACCOUNTS_SEED_NAME])).length > 0) return false;
  // Hashing takes a moment: done before the transaction, which stays short.
  const [agentHash, playerHash] = await Promise.all([hashPassword(DEMO_AGENT.password), hashPassword(DEMO_PLAYER.password)]);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_SEED_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [ACCOUNTS_SEED_NAME])).length > 0) return false;
    const agent = await tx.query<{ id: string }>(
      `INSERT INTO members (account, type, password_hash, nickname, register_method, first_login_at)
       VALUES ($1, $2, $3, $4, 'SEED', NULL) RETURNING id::text AS id`,
      [DEMO_AGENT.account, DEMO_AGENT.type, agentHash, DEMO_AGENT.nickname],
    );
    const agentId = agent[0]!.id;
    await tx.query('INSERT INTO affiliate_codes (code, agent_id) VALUES ($1, $2::bigint)', [DEMO_AGENT.affiliateCode, agentId]);
    await tx.query(
      `INSERT INTO members (account, type, password_hash, upline_id, nickname, dialing_code, mobile_num, email, affiliate_code, register_method)
       VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9, 'SEED')`,
      [
        DEMO_PLAYER.account,
        DEMO_PLAYER.type,
        playerHash,
        agentId,
        DEMO_PLAYER.nickname,
        DEMO_PLAYER.dialingCode,
        DEMO_PLAYER.mobileNum,
        DEMO_PLAYER.email,
        DEMO_AGENT.affiliateCode,
      ],
    );
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [ACCOUNTS_SEED_NAME]);
    return true;
  });
}
