import { useMutation } from '#client/lib/query.ts';
import type { MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import type { DeleteAccount } from '#shared/schemas/privacy';
import { api } from '#client/lib/api-client.ts';

/** POST /api/auth/delete-account/code: a code to the account's own mobile number (docs/product-rules.md 37). */
export function requestDeleteCode(): Promise<MobileCodeSent> {
  return api.post<MobileCodeSent>('/auth/delete-account/code', {});
}

/** POST /api/auth/delete-account: the code, or the password of an account with an e-mail only. */
export function deleteAccount(input: DeleteAccount): Promise<void> {
  return api.post<void>('/auth/delete-account', input);
}

export function useRequestDeleteCode() {
  return useMutation({ mutationFn: requestDeleteCode });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
