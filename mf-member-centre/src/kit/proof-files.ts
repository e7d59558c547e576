import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES, PROOF_MAX_FILES, type ProofFileUpload } from '@site/shared/contract/member';

/** What an upload form accepts: how many files, which declared types, how many bytes each. */
export interface UploadRules {
  maxFiles: number;
  contentTypes: readonly string[];
  maxBytes: number;
}

/**
 * Why chosen files cannot be sent, found before any upload; the platform checks the bytes again.
 * Proof pictures (a matched deposit's payment, or a payment that never arrived) and identity
 * documents take the same checks with their own rules.
 */
export type UploadProblem = 'none' | 'tooMany' | 'type' | 'size';
export type ProofProblem = UploadProblem;

/** The first problem of the chosen files under `rules`, or null when they can be sent. */
export function uploadProblem(files: readonly File[], rules: UploadRules): UploadProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > rules.maxFiles) return 'tooMany';
  if (files.some((file) => !rules.contentTypes.includes(file.type))) return 'type';
  if (files.some((file) => file.size > rules.maxBytes)) return 'size';
  return null;
}

const PROOF_RULES: UploadRules = { maxFiles: PROOF_MAX_FILES, contentTypes: PROOF_CONTENT_TYPES, maxBytes: PROOF_MAX_BYTES };

/** The first problem of the chosen proof pictures, or null when they can be sent. */
export function proofProblem(files: readonly File[]): ProofProblem | null {
  return uploadProblem(files, PROOF_RULES);
}

/** The file as base64 without its data-URL prefix, as the platform takes it. */
export function base64Of(file: File): Promise<string> {
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
