import { CS_VIP_LEVEL, type CsHours, type MyVipHost, type OpsVipHost, type VipHost, type VipHostUpdate } from '@site/shared/contract/site';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { PlatformError } from '../http/errors';
import { hoursState } from './hours';

const LEVEL_SQL = `(CASE WHEN jsonb_typeof(m.club_label -> 'rankLevel') = 'number' THEN (m.club_label ->> 'rankLevel')::numeric::int END)`;

interface HostRow {
  account: string;
  level: number | null;
  name: string;
  contact: string;
  hours: CsHours | null;
  updated_by: string;
  updated_at: Date;
}

const hostOf = (row: Pick<HostRow, 'name' | 'contact' | 'hours'>, now: Date, timeZone: string): VipHost => ({
  name: row.name,
  contact: row.contact,
  hours: row.hours,
  ...hoursState(row.hours, now, timeZone),
});

const opsHostOf = (row: HostRow, now: Date, timeZone: string): OpsVipHost => ({
  ...hostOf(row, now, timeZone),
  account: row.account,
  rankLevel: row.level,
  updatedBy: row.updated_by,
  updatedAt: isoTime(row.updated_at),
});

const HOST_SELECT = `SELECT m.account, ${LEVEL_SQL} AS level, h.name, h.contact, h.hours, h.updated_by, h.updated_at
                       FROM vip_hosts h JOIN members m ON m.id = h.member_id`;

/**
 * The caller's own host, found by the session's member id only (the call takes no id, so no
 * member can name another's). A member who fell below the VIP level keeps the row for the day they
 * return, but is shown no host meanwhile.
 */
export async function ownHost(db: Db, memberId: string, now: Date, timeZone: string): Promise<MyVipHost> {
  const [row] = await db.query<Partial<HostRow> & { level: number | null }>(
    `SELECT ${LEVEL_SQL} AS level, h.name, h.contact, h.hours FROM members m LEFT JOIN vip_hosts h ON h.member_id = m.id WHERE m.id = $1::bigint`,
    [memberId],
  );
  const vip = (row?.level ?? 0) >= CS_VIP_LEVEL;
  return { vip, host: vip && row?.name ? hostOf(row as HostRow, now, timeZone) : null };
}

export async function listHosts(db: Db, now: Date, timeZone: string): Promise<OpsVipHost[]> {
  const rows = await db.query<HostRow>(`${HOST_SELECT} ORDER BY lower(m.account)`);
  return rows.map((row) => opsHostOf(row, now, timeZone));
}

/** Assigns a host to a member of the VIP level (404 for an unknown account, 409 NOT_VIP below the level). */
export async function setHost(db: Db, account: string, update: VipHostUpdate, operator: string, now: Date, timeZone: string): Promise<OpsVipHost> {
  const [member] = await db.query<{ id: string; level: number | null }>(`SELECT m.id::text AS id, ${LEVEL_SQL} AS level FROM members m WHERE lower(m.account) = lower($1)`, [account]);
  if (!member) throw new PlatformError(404, 'NOT_FOUND', 'account: no member has this account', 'account');
  if ((member.level ?? 0) < CS_VIP_LEVEL) throw new PlatformError(409, 'NOT_VIP', `account: a VIP host is for members of level ${CS_VIP_LEVEL} and above`, 'account');
  await db.query(
    `INSERT INTO vip_hosts (member_id, name, contact, hours, updated_by) VALUES ($1::bigint, $2, $3, $4::text::jsonb, $5)
     ON CONFLICT (member_id) DO UPDATE SET name = EXCLUDED.name, contact = EXCLUDED.contact, hours = EXCLUDED.hours,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [member.id, update.name.trim(), update.contact.trim(), update.hours ? JSON.stringify(update.hours) : null, operator],
  );
  const [row] = await db.query<HostRow>(`${HOST_SELECT} WHERE h.member_id = $1::bigint`, [member.id]);
  return opsHostOf(row!, now, timeZone);
}

export async function removeHost(db: Db, account: string): Promise<boolean> {
  const rows = await db.query<{ member_id: string }>(
    'DELETE FROM vip_hosts WHERE member_id = (SELECT id FROM members WHERE lower(account) = lower($1)) RETURNING member_id',
    [account],
  );
  return rows.length > 0;
}
