import { queryOptions, useQuery } from './query.ts';
import type { SessionUser, VisitorSession } from '#shared/schemas/auth';
import { api } from './api-client.ts';

// In lib, not a feature: the header, the guards, the admin area and several features read it.

export const sessionKey = ['session'] as const;

/** GET /api/auth/session: the signed-in account, or null for a visitor (a 200 either way: no error in the console). */
export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await api.get<VisitorSession>('/auth/session', undefined, signal)).user;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKey, queryFn: ({ signal }) => getSessionUser(signal), staleTime: 5 * 60_000 });

/**
 * The session, restored from the server on load. Nothing waits for it but the parts that
 * depend on it (docs/product-rules.md 8): `isPending` is true until the first answer.
 */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The header's Dashboard link: vendors to theirs, everyone else to the customer dashboard. */
export function dashboardPath(user: Pick<SessionUser, 'type'>): string {
  return user.type === 'vendor' ? '/vendor/dashboard' : '/user/dashboard';
}
