import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminMailOverview } from '#shared/schemas/admin-mail';
import { api } from '#client/lib/api-client.ts';
import { mailKey } from './keys.ts';

/** GET /api/admin/mail: whether e-mail is configured, the outbox's counts and newest messages (never their bodies). */
export function getMailOverview(signal?: AbortSignal): Promise<AdminMailOverview> {
  return api.get<AdminMailOverview>('/admin/mail', undefined, signal);
}

export const mailOverviewQueryOptions = () => queryOptions({ queryKey: mailKey, queryFn: ({ signal }) => getMailOverview(signal) });

export function useMailOverview() {
  return useQuery(mailOverviewQueryOptions());
}
