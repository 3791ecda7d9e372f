import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AuthPasswordResetConfirm } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';

/**
 * POST /api/auth/password-reset/confirm: the link's token goes in the body (the request log
 * records addresses, never bodies). Every session of the account ends; nobody is signed in.
 */
export function confirmPasswordReset(input: AuthPasswordResetConfirm): Promise<null> {
  return api.post<null>('/auth/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  // This browser's own session may have been one of those ended: ask the server again.
  return useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKey }) });
}
