/**
 * Proof pictures of matched deposits. The client names a type, but only the bytes decide, and a
 * signature alone is not enough: the structure that says what the picture is must be there and
 * make sense, so a renamed text or a truncated upload is refused before anything is stored.
 *   png: the 8-byte signature, then an IHDR chunk of 13 bytes whose CRC is right, a width and height
 *        of 1 to MAX_SIDE, a valid bit depth for its colour type, and the IEND chunk at the very end.
 *   jpg: FF D8 (start of image), then segments with their lengths up to a start-of-frame (SOF0-15
 *        except the DHT/JPG/DAC markers) whose width and height are 1 to MAX_SIDE, and FF D9 at the end.
 * Together with the size bound (at most 5 MB) and MAX_PIXELS this is a sanity check of the header,
 * not a full decode: the operator looks at the picture itself.
 */
import { crc32 } from 'node:zlib';
import { PROOF_MAX_BYTES } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { withdrawalRefusal } from './withdrawal-refusals';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Bit depths allowed for each png colour type (0 grey, 2 rgb, 3 palette, 4 grey+alpha, 6 rgba). */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** A phone screenshot or a photo of a receipt is far below these; anything larger is not a proof. */
const MAX_SIDE = 20_000;
const MAX_PIXELS = 100_000_000;

export type ProofContentType = 'image/png' | 'image/jpeg';

const sensible = (width: number, height: number) => width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_PIXELS;

function isPng(bytes: Buffer): boolean {
  // Signature, IHDR (4 length + 4 type + 13 data + 4 crc), IEND.
  if (bytes.length < PNG_SIGNATURE.length + 25 + PNG_IEND.length) return false;
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return false;
  const [depth, colour, compression, filter, interlace] = [bytes[24]!, bytes[25]!, bytes[26]!, bytes[27]!, bytes[28]!];
  if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
  return sensible(bytes.readUInt32BE(16), bytes.readUInt32BE(20)) && bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND);
}

/** Markers that stand alone (no length): TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers: C0-CF except C4 (DHT), C8 (JPG) and CC (DAC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function isJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: no size to check, not a picture.
    if (marker === 0xda || marker === 0xd9) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (isFrame(marker)) return length >= 8 && sensible(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    at += 2 + length;
  }
  return false;
}

/** The picture type the bytes show, or null when they are neither a well-formed png nor jpg. */
export function sniffImageType(bytes: Buffer): ProofContentType | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  return null;
}

export interface ProofUpload {
  contentType: ProofContentType;
  data: string;
}

export interface CheckedProof {
  contentType: ProofContentType;
  bytes: Buffer;
}

/** Decodes and checks every file (field `files.<n>`); throws on the first one that is not a picture. */
export function checkProofFiles(files: ProofUpload[]): CheckedProof[] {
  return files.map((file, index) => {
    const bytes = Buffer.from(file.data, 'base64');
    const field = `files.${index}`;
    if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) throw withdrawalRefusal('PROOF_FILE_INVALID', field);
    const sniffed = sniffImageType(bytes);
    if (!sniffed || sniffed !== file.contentType) throw withdrawalRefusal('PROOF_FILE_INVALID', field);
    return { contentType: sniffed, bytes };
  });
}

export async function storeProofFiles(tx: Db, sliceId: string, memberId: string, purpose: 'PAYMENT' | 'NOT_RECEIVED', files: CheckedProof[]): Promise<void> {
  for (const file of files) {
    await tx.query(
      `INSERT INTO withdrawal_slice_files (slice_id, uploaded_by, purpose, content_type, data) VALUES ($1::bigint, $2::bigint, $3, $4, $5)`,
      [sliceId, memberId, purpose, file.contentType, file.bytes],
    );
  }
}

export interface StoredProof {
  id: number;
  contentType: ProofContentType;
  data: string;
}

/**
 * One proof file, for a member who is one of its slice's two parties (`memberId`), or for an
 * operator (`memberId` null). Anyone else gets null, exactly like a file that does not exist.
 */
export async function readProofFile(db: Db, fileId: number, memberId: string | null): Promise<StoredProof | null> {
  const rows = await db.query<{ id: number; content_type: ProofContentType; data: Uint8Array }>(
    `SELECT f.id::int AS id, f.content_type, f.data
     FROM withdrawal_slice_files f
     JOIN withdrawal_slices s ON s.id = f.slice_id
     JOIN withdrawals w ON w.id = s.withdrawal_id
     WHERE f.id = $1::bigint AND ($2::bigint IS NULL OR s.depositor_id = $2::bigint OR w.member_id = $2::bigint)`,
    [fileId, memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, contentType: row.content_type, data: Buffer.from(row.data).toString('base64') };
}
