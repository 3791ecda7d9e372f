import { useMutation } from '#client/lib/query.ts';
import type { AuthPasswordResetAccepted, AuthPasswordResetRequest } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';

/** POST /api/auth/password-reset: the same answer whether an account has this e-mail or not. */
export function requestPasswordReset(input: AuthPasswordResetRequest): Promise<AuthPasswordResetAccepted> {
  return api.post<AuthPasswordResetAccepted>('/auth/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
