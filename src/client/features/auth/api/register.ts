import { useMutation } from '#client/lib/query.ts';
import type { AuthRegister, SessionUser } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { useSignedIn } from './signed-in.ts';

/** POST /api/auth/register: a customer or vendor account, signed in at once. */
export function register(input: AuthRegister): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: useSignedIn() });
}
