/**
 * Identity document files. The bytes decide what a file is, never its name or the type the browser
 * declared: a png, a jpg or a pdf is recognised by its own structure, and a name or declared type
 * that says something else is refused too (a renamed file is either a mistake or an attempt).
 *   png: the 8-byte signature, an IHDR chunk first (13 bytes) and the IEND chunk at the very end.
 *   jpg: FF D8 FF (start of image and a first marker) and FF D9 (end of image) at the very end.
 *   pdf: '%PDF-' and a version at the start, '%%EOF' within the last 1 KB.
 * This is a check of the frame, not a decode: an operator looks at every file before approving.
 */
import { createHash } from 'node:crypto';
import { KYC_EXTENSIONS, KYC_MAX_BYTES, type KycContentType, type KycFileUpload } from '@site/shared/contract/protection/kyc';
import { kycRefusal } from './kyc-refusals';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function isPng(bytes: Buffer): boolean {
  if (bytes.length < PNG_SIGNATURE.length + 25 + PNG_IEND.length) return false;
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  return bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND);
}

function isJpeg(bytes: Buffer): boolean {
  return bytes.length >= 6 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}

function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || !/^%PDF-[12]\.[0-9]/.test(bytes.toString('latin1', 0, 8))) return false;
  return bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF');
}

/** The type the bytes show, or null when they are none of the three. */
export function sniffDocumentType(bytes: Buffer): KycContentType | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isPdf(bytes)) return 'application/pdf';
  return null;
}

/** The ending of a file name, lower case ('' when it has none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface CheckedFile {
  name: string;
  contentType: KycContentType;
  bytes: Buffer;
  sha256: string;
}

/** Decodes and checks every file (field `files.<n>`); refuses on the first one that fails. */
export function checkDocumentFiles(files: KycFileUpload[]): CheckedFile[] {
  return files.map((file, index) => {
    const field = `files.${index}`;
    const bytes = Buffer.from(file.data, 'base64');
    if (bytes.length > KYC_MAX_BYTES) throw kycRefusal('KYC_FILE_TOO_LARGE', field);
    const sniffed = bytes.length > 0 ? sniffDocumentType(bytes) : null;
    if (!sniffed || sniffed !== file.contentType || !KYC_EXTENSIONS[sniffed].includes(extensionOf(file.name))) throw kycRefusal('KYC_FILE_INVALID', field);
    return { name: file.name, contentType: sniffed, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}
