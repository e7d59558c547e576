/**
 * Proof pictures of matched deposits. The client names a type, but only the bytes decide: a png
 * starts with its 8-byte signature, a jpg with FF D8 FF. Anything else, or more than 5 MB, is
 * refused before anything is stored.
 */
import { PROOF_MAX_BYTES } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { withdrawalRefusal } from './withdrawal-refusals';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export type ProofContentType = 'image/png' | 'image/jpeg';

/** The picture type the bytes show, or null when they are neither png nor jpg. */
export function sniffImageType(bytes: Buffer): ProofContentType | null {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
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
