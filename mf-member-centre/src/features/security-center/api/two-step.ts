import { callApi, callSealedApi, queryClient, useQuery } from '@site/shared';
import type { AuthenticatorEnrolment, AuthenticatorStatus, RecoveryCodes, TrustedAddress } from '@site/shared/contract/protection/two-step';
import { accountKeys } from './account-keys';

/** react-query keys of the second-step section, under My account's root. */
export const twoStepKeys = {
  trusted: [...accountKeys.all, 'trusted-addresses'] as const,
  authenticator: [...accountKeys.all, 'authenticator'] as const,
};

export function fetchTrustedAddresses(): Promise<TrustedAddress[]> {
  return callApi('GET /wps/member/security/trusted-addresses').then((value) => value.items);
}

export function useTrustedAddresses() {
  return useQuery({ queryKey: twoStepKeys.trusted, queryFn: fetchTrustedAddresses }, queryClient);
}

/** Stops trusting one of the member's addresses. */
export function deleteTrustedAddress(id: string): Promise<null> {
  return callApi('DELETE /wps/member/security/trusted-addresses/:id', { params: { id } });
}

export function fetchAuthenticator(): Promise<AuthenticatorStatus> {
  return callApi('GET /wps/member/security/authenticator');
}

export function useAuthenticator() {
  return useQuery({ queryKey: twoStepKeys.authenticator, queryFn: fetchAuthenticator }, queryClient);
}

/** Sealed, with the login password: a new secret and its QR picture; nothing changes for sign-ins yet. */
export function postAuthenticator(request: { password: string }): Promise<AuthenticatorEnrolment> {
  return callSealedApi('POST /wps/member/security/authenticator', { body: request });
}

/** Turns the app on with a code it shows; the recovery codes, this once. */
export function postAuthenticatorConfirm(request: { code: string }): Promise<RecoveryCodes> {
  return callApi('POST /wps/member/security/authenticator/confirm', { body: request });
}

/** Turns the app off with one of its codes or a recovery code. */
export function postAuthenticatorDisable(request: { code: string }): Promise<null> {
  return callApi('POST /wps/member/security/authenticator/disable', { body: request });
}
