import { useMutation } from '#client/lib/query.ts';
import type { AuthLogin, SessionUser } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { useSignedIn } from './signed-in.ts';

// Loaded with the forms only (see useLogout for why the header avoids mutation hooks).

/** POST /api/auth/login: customers, vendors and admins alike. */
export function login(input: AuthLogin): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: useSignedIn() });
}
