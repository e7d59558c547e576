import { callSealedApi, type ResetPasswordByLinkRequest } from '@site/shared';

/** The refusal of a reset link that is unknown, already used or older than 15 minutes. */
export const RESET_LINK_INVALID = 'RESET_LINK_INVALID';

/**
 * Sealed: set the new password with the single-use secret of
 * an emailed reset link. No session is needed; the platform ends every session of the account.
 */
export function postResetByLink(request: ResetPasswordByLinkRequest): Promise<null> {
  return callSealedApi('POST /wps/member/password/link', { body: request });
}
