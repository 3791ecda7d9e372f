import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/auth';
import { api, ApiError } from '../../../lib/api-client.ts';

export const sessionKey = ['session'] as const;

/** The signed-in account, or null. A 401 is an answer ("nobody"), not an error. */
async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return (await api.get<{ user: SessionUser }>('/auth/me', undefined, signal)).user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * The session, restored from the server on load. Nothing waits for it but the parts that
 * depend on it (DECISIONS.md 8): `isPending` is true until the first answer.
 */
export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSessionUser(signal), staleTime: 5 * 60_000 });
}

/**
 * Signs out and forgets what the previous account could see. `beforeForget` runs between the
 * two (to leave a guarded page first, so its guard does not bounce to a login page). A plain
 * function rather than a mutation hook: the header uses it, and the mutation machinery would
 * weigh on every first load.
 */
let signedOutAt = 0;

/**
 * True just after this tab signed out. Navigations are React transitions, so a guarded page can
 * see "nobody signed in" before the way home commits; its guard then goes home too, instead of
 * to a login page.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 3000;
}

export function useLogout(): (beforeForget?: () => void) => Promise<void> {
  const queryClient = useQueryClient();
  return async (beforeForget) => {
    signedOutAt = Date.now();
    try {
      await api.post<void>('/auth/logout', {});
    } catch {
      // Signed out here either way; the server session expires on its own.
    } finally {
      beforeForget?.();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalog' && q.queryKey[0] !== 'session' });
      queryClient.setQueryData(sessionKey, null);
    }
  };
}

/** The header's Dashboard link: vendors to theirs, everyone else to the customer dashboard. */
export function dashboardPath(user: Pick<SessionUser, 'type'>): string {
  return user.type === 'vendor' ? '/vendor/dashboard' : '/user/dashboard';
}
