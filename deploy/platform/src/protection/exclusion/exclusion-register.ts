/**
 * The external exclusion register: people a regulator (or the operator) has excluded from gambling
 * everywhere. It is asked at registration (a listed person cannot open an account), at each sign-in
 * and once a day for every member (a listed member is excluded like a self-excluded one: sessions
 * end, bonuses are forfeited, play is refused, withdrawing MAIN stays open); a member the register no
 * longer lists is let go the same way.
 *
 * `ExclusionRegister` is the plug: the embedded mode's register is the local table
 * `exclusion_register`, which the operator fills (`npm run ops -- protection register ...`) and tests
 * drive; a national register's client implements the same two questions.
 *
 * A person matches an entry by mobile number, by e-mail (any case), or by full name (any case) and
 * date of birth together.
 */
import type { RegisterEntry, RegisterEntryBody } from '@site/shared/contract/protection/exclusion';
import type { Db } from '../../db/database';
import { isoTime, isoTimeOrNull } from '../../db/dates';
import { PlatformError } from '../../http/errors';
import { recordOperatorAction } from '../../audit/operator-actions';
import { applyExclusionEffects } from './exclusions';

/** Who is asking to register: what the register can match. */
export interface Person {
  mobile: string | null;
  email: string | null;
  fullName: string | null;
  dateOfBirth: string | null;
}

export interface ExclusionRegister {
  /** The entries (ids) that list this person; empty when none. */
  matchPerson(db: Db, person: Person): Promise<string[]>;
  /** Every (member, entry) the register lists now; only `memberId`'s when given. */
  listedMembers(db: Db, memberId?: string): Promise<{ memberId: string; entryId: string }[]>;
}

const MEMBER_PERSON = `m.dialing_code || m.mobile_num`;
const MATCHES = `r.removed_at IS NULL AND (
  (r.mobile IS NOT NULL AND r.mobile = __MOBILE__)
  OR (r.email IS NOT NULL AND lower(r.email) = lower(__EMAIL__))
  OR (r.full_name IS NOT NULL AND r.date_of_birth IS NOT NULL AND upper(r.full_name) = upper(__NAME__) AND r.date_of_birth = __DOB__))`;

/** The embedded register: the local table. */
export const localExclusionRegister: ExclusionRegister = {
  async matchPerson(db, person) {
    const rows = await db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM exclusion_register r WHERE ${MATCHES.replace('__MOBILE__', '$1::text').replace('__EMAIL__', '$2::text').replace('__NAME__', '$3::text').replace('__DOB__', '$4::date')}`,
      [person.mobile, person.email, person.fullName, person.dateOfBirth],
    );
    return rows.map((row) => row.id);
  },
  async listedMembers(db, memberId) {
    const rows = await db.query<{ member_id: string; entry_id: string }>(
      `SELECT m.id::text AS member_id, r.id::text AS entry_id FROM members m JOIN exclusion_register r
         ON ${MATCHES.replace('__MOBILE__', MEMBER_PERSON).replace('__EMAIL__', 'm.email').replace('__NAME__', 'm.payee_name').replace('__DOB__', 'm.date_of_birth')}
       WHERE ($1::bigint IS NULL OR m.id = $1::bigint)`,
      [memberId ?? null],
    );
    return rows.map((row) => ({ memberId: row.member_id, entryId: row.entry_id }));
  },
};

/**
 * Brings the REGISTER exclusions of `memberId` (every member when not given) in line with what the
 * register lists: new listings excluded (with the effects of an exclusion), listings gone ended.
 * Answers the members newly listed and those let go. `keepSessionId`: a session just opened by a
 * sign-in, which stays (a listed member signs in to withdraw).
 */
export async function syncRegister(db: Db, register: ExclusionRegister, memberId?: string, keepSessionId?: string): Promise<{ listed: string[]; lifted: string[] }> {
  const found = await register.listedMembers(db, memberId);
  return db.transaction(async (tx) => {
    const listed: string[] = [];
    for (const { memberId: member, entryId } of found) {
      const inserted = await tx.query(
        `INSERT INTO member_exclusions (member_id, kind, period, register_entry_id) VALUES ($1::bigint, 'REGISTER', 'REGISTER', $2::bigint)
         ON CONFLICT (member_id, register_entry_id) WHERE kind = 'REGISTER' AND ended_at IS NULL DO NOTHING RETURNING id`,
        [member, entryId],
      );
      if (inserted.length > 0) {
        await applyExclusionEffects(tx, member, keepSessionId);
        listed.push(member);
      }
    }
    const keep = found.map((pair) => `${pair.memberId}:${pair.entryId}`);
    const lifted = await tx.query<{ member_id: string }>(
      `UPDATE member_exclusions SET ended_at = now()
       WHERE kind = 'REGISTER' AND ended_at IS NULL AND ($1::bigint IS NULL OR member_id = $1::bigint)
         AND NOT (member_id::text || ':' || register_entry_id::text = ANY ($2::text[]))
       RETURNING member_id::text AS member_id`,
      [memberId ?? null, keep],
    );
    return { listed: [...new Set(listed)], lifted: [...new Set(lifted.map((row) => row.member_id))] };
  });
}

/** Refuses a registration of a person the register lists (nothing is written before this). */
export async function refuseListedPerson(db: Db, register: ExclusionRegister, person: Person): Promise<void> {
  if ((await register.matchPerson(db, person)).length > 0) {
    throw new PlatformError(403, 'REGISTER_EXCLUDED', 'Registration is not possible: this person is on the exclusion register');
  }
}

// --- the operator's local register ---

interface EntryRow {
  id: string;
  reference: string;
  mobile: string | null;
  email: string | null;
  full_name: string | null;
  date_of_birth: string | null;
  note: string | null;
  added_by: string;
  added_at: Date;
  removed_at: Date | null;
}

const ENTRY_COLUMNS = `id::text AS id, reference, mobile, email, full_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, note, added_by, added_at, removed_at`;

function entryOf(row: EntryRow): RegisterEntry {
  return {
    reference: row.reference,
    mobile: row.mobile,
    email: row.email,
    fullName: row.full_name,
    dateOfBirth: row.date_of_birth,
    note: row.note,
    addedBy: row.added_by,
    addedAt: isoTime(row.added_at),
    removedAt: isoTimeOrNull(row.removed_at),
  };
}

export async function listRegister(db: Db): Promise<RegisterEntry[]> {
  const rows = await db.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM exclusion_register WHERE removed_at IS NULL ORDER BY added_at DESC, id DESC LIMIT 500`);
  return rows.map(entryOf);
}

async function accountsOf(db: Db, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db.query<{ account: string }>('SELECT account FROM members WHERE id = ANY ($1::bigint[]) ORDER BY account', [memberIds]);
  return rows.map((row) => row.account);
}

/** Adds an entry (once per reference) and excludes the members it lists at once. */
export async function addRegisterEntry(db: Db, register: ExclusionRegister, operator: string, body: RegisterEntryBody) {
  const added = await db.transaction(async (tx) => {
    const audit = await recordOperatorAction(tx, { operator, action: 'EXCLUSION_REGISTER_ADD', reference: body.reference, details: { reference: body.reference } });
    if (audit.replayed) return null;
    await tx.query(
      `INSERT INTO exclusion_register (reference, mobile, email, full_name, date_of_birth, note, added_by) VALUES ($1, $2, $3, $4, $5::date, $6, $7)
       ON CONFLICT (reference) DO NOTHING`,
      [body.reference, body.mobile ?? null, body.email ?? null, body.fullName?.trim() ?? null, body.dateOfBirth ?? null, body.note ?? null, operator],
    );
    return true;
  });
  const members = added ? (await syncRegister(db, register)).listed : [];
  const [row] = await db.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM exclusion_register WHERE reference = $1`, [body.reference]);
  return { entry: entryOf(row!), members: await accountsOf(db, members), replayed: !added };
}

/** Removes an entry; the exclusions it made end (the member's own exclusions stay). */
export async function removeRegisterEntry(db: Db, register: ExclusionRegister, operator: string, reference: string) {
  const [existing] = await db.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM exclusion_register WHERE reference = $1`, [reference]);
  if (!existing) throw new PlatformError(404, 'REGISTER_ENTRY_NOT_FOUND', 'reference: no register entry has this reference', 'reference');
  if (existing.removed_at !== null) return { entry: entryOf(existing), members: [], replayed: true };
  await db.transaction(async (tx) => {
    await recordOperatorAction(tx, { operator, action: 'EXCLUSION_REGISTER_REMOVE', reference, details: { reference } });
    await tx.query('UPDATE exclusion_register SET removed_at = now(), removed_by = $2 WHERE reference = $1 AND removed_at IS NULL', [reference, operator]);
  });
  const { lifted } = await syncRegister(db, register);
  const [row] = await db.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM exclusion_register WHERE reference = $1`, [reference]);
  return { entry: entryOf(row!), members: await accountsOf(db, lifted), replayed: false };
}
