import { useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminGroupDecision, AdminGroupRequestList } from '#shared/schemas/group-requests';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

// Under the accounts' prefix: a decision moves an account's group in the list too.
const requestsKey = [...adminUsersKey, 'group-requests'] as const;

/** GET /api/admin/group-requests: business prices asked for, waiting for the owner (docs/product-rules.md 46). */
export function useGroupRequests() {
  return useQuery({ queryKey: requestsKey, queryFn: ({ signal }) => api.get<AdminGroupRequestList>('/admin/group-requests', undefined, signal) });
}

/** POST /api/admin/group-requests/:id/decision: approve (the account joins the group) or refuse with a reason. */
export function useDecideGroupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: AdminGroupDecision }) => api.post<null>(`/admin/group-requests/${encodeURIComponent(userId)}/decision`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
