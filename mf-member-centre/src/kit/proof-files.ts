import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES, PROOF_MAX_FILES, type ProofFileUpload } from '@site/shared/contract/member';

/**
 * Why chosen proof pictures (a matched deposit's payment, or a payment that never arrived) cannot
 * be sent, found before any upload; the platform checks the bytes again.
 */
export type ProofProblem = 'none' | 'tooMany' | 'type' | 'size';

/** The first problem of the chosen pictures, or null when they can be sent. */
export function proofProblem(files: readonly File[]): ProofProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > PROOF_MAX_FILES) return 'tooMany';
  if (files.some((file) => !(PROOF_CONTENT_TYPES as readonly string[]).includes(file.type))) return 'type';
  if (files.some((file) => file.size > PROOF_MAX_BYTES)) return 'size';
  return null;
}

/** The picture as base64 without its data-URL prefix, as the platform takes it. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export async function readProofFiles(files: readonly File[]): Promise<ProofFileUpload[]> {
  return Promise.all(files.map(async (file) => ({ contentType: file.type as ProofFileUpload['contentType'], data: await base64Of(file) })));
}
