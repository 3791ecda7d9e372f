import { useQueryClient, type QueryClient } from './query.ts';
import { followAccountLanguage } from './account-language.ts';
import { api } from './api-client.ts';
import { forgetCartCopy } from './cart.ts';
import { sessionKey } from './session.ts';
import { markSignedOut } from './signed-out.ts';

/** POST /api/auth/logout. */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout', {});
}

/**
 * Signs out and forgets what the previous account could see. `beforeForget` runs between the
 * two (to leave a guarded page first, so its guard does not bounce to a login page). A plain
 * function rather than a mutation hook: the mutation machinery would weigh on the first load of
 * every page that offers Logout.
 */
export function useLogout(): (beforeForget?: () => void) => Promise<void> {
  const queryClient = useQueryClient();
  return (beforeForget) => signOut(queryClient, beforeForget);
}

/** useLogout's work, for a caller that holds the query client (logout-and-go-home.ts loads it on the click). */
export async function signOut(queryClient: QueryClient, beforeForget?: () => void): Promise<void> {
  markSignedOut();
  try {
    await logout();
  } catch {
    // Signed out here either way; the server session expires on its own.
  } finally {
    beforeForget?.();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalog' && q.queryKey[0] !== 'session' });
    queryClient.setQueryData(sessionKey, null);
    // The account's language leaves with it: the phone's own choice, else its browser's languages.
    void followAccountLanguage(null);
    // The account's cart stays with the account, not on this phone.
    forgetCartCopy();
    // Pages kept for offline use show who was signed in (the service worker's cache, public/sw.js).
    if (typeof caches !== 'undefined') void caches.delete('hariyali-pages-v1');
  }
}
