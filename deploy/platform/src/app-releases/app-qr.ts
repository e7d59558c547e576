/**
 * The download page's QR code, drawn here so a phone pointed at a computer's screen lands on the
 * page, and a signed-in member's code carries the member's referral code. The code comes from the
 * platform's record of the session's member (made on first use), never from the request.
 */
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { DOWNLOAD_PAGE_PATH, REFERRAL_QUERY_PARAM, type AppQr } from '@site/shared/contract/site/app-releases';
import { TRIAL_TYPE } from '../accounts/members';
import type { Db } from '../db/database';

/** Letters and digits a person reads back without doubt (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * The member's own referral code, made once: two first calls at the same time keep one code (the
 * member's row is the key), and a code another member holds is drawn again.
 */
export async function referralCodeOf(db: Db, memberId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db.query<{ code: string }>('SELECT code FROM member_referral_codes WHERE member_id = $1::bigint', [memberId]);
    if (existing[0]) return existing[0].code;
    // ON CONFLICT without a target also skips a code taken by someone else; the loop then draws again.
    await db.query('INSERT INTO member_referral_codes (member_id, code) VALUES ($1::bigint, $2) ON CONFLICT DO NOTHING', [memberId, newReferralCode()]);
  }
  throw new Error('app-releases: no free referral code after 5 draws');
}

/** The address the code encodes: the download page on this site, with the referral code when given. */
export function downloadPageUrl(origin: string, referralCode: string | null): string {
  const url = new URL(DOWNLOAD_PAGE_PATH, origin);
  if (referralCode) url.searchParams.set(REFERRAL_QUERY_PARAM, referralCode);
  return url.toString();
}

/** The code of `url` as an SVG document: dark modules on white with a quiet zone, readable in either theme. */
export async function qrOf(url: string): Promise<AppQr> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return { url, svg };
}

/** The member's QR code: a real account's carries its referral code; a free-play account's does not (it cannot invite). */
export async function memberQr(db: Db, origin: string, member: { memberId: number; type: number }): Promise<AppQr> {
  const code = member.type === TRIAL_TYPE ? null : await referralCodeOf(db, String(member.memberId));
  return qrOf(downloadPageUrl(origin, code));
}
