import { Resvg } from '@resvg/resvg-js';
import { create as createSvgCaptcha } from 'svg-captcha';
import type { Db } from '../db/database';

/**
 * Captchas (GET /wps/captcha?key=): svg-captcha draws the text as paths (no font needed), resvg
 * turns it into a PNG. The answer is kept by the client's key for 5 minutes, single use, and
 * compared ignoring case. Asking again with the same key replaces the answer (a refresh).
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_KEY = /^[A-Za-z0-9-]{8,64}$/;

// No look-alikes (0/O, 1/l/I, …); case does not matter to the check.
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjmnqrt23456789';
const WIDTH = 120;
const HEIGHT = 40;

/** Draws a new captcha; returns its answer and the PNG as base64 (no data: prefix). */
export function drawCaptcha(): { answer: string; png: string } {
  const captcha = createSvgCaptcha({ size: 4, charPreset: CHARS, noise: 2, width: WIDTH, height: HEIGHT, fontSize: 44, background: '#ffffff' });
  const png = new Resvg(captcha.data, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
  return { answer: captcha.text, png: Buffer.from(png).toString('base64') };
}

/** Stores a new answer for `key` (replacing an older one) and returns the image. */
export async function issueCaptcha(db: Db, key: string): Promise<string> {
  const { answer, png } = drawCaptcha();
  // Expired answers are of no use to anyone; clearing them here keeps the table small.
  await db.query('DELETE FROM captchas WHERE expires_at < now()');
  await db.query(
    `INSERT INTO captchas (key, answer, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, created_at = now(), expires_at = EXCLUDED.expires_at`,
    [key, answer.toLowerCase(), CAPTCHA_TTL_MS],
  );
  return png;
}

/**
 * Checks an answer and uses the captcha up, right or wrong: a second try needs a new image.
 * False for an unknown, expired or already used key.
 */
export async function consumeCaptcha(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !CAPTCHA_KEY.test(key) || !answer) return false;
  const rows = await db.query<{ answer: string; live: boolean }>(
    'DELETE FROM captchas WHERE key = $1 RETURNING answer, expires_at > now() AS live',
    [key],
  );
  const row = rows[0];
  return !!row && row.live && row.answer === answer.trim().toLowerCase();
}

/** The current answer of a key (the PLATFORM_TEST_HOOKS route only); null when none is live. */
export async function captchaAnswer(db: Db, key: string): Promise<string | null> {
  const rows = await db.query<{ answer: string }>('SELECT answer FROM captchas WHERE key = $1 AND expires_at > now()', [key]);
  return rows[0]?.answer ?? null;
}
