import { useMutation } from '#client/lib/query.ts';
import type { AuthChangePassword } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';

/** POST /api/auth/password (customers and vendors alike). */
export function changePassword(input: AuthChangePassword): Promise<void> {
  return api.post<void>('/auth/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
