import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateUser, AdminDeleteUserResult, AdminUpdateUser, AdminUser, AdminUserList } from '#shared/schemas/admin-users';
import type { UserType } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';

export const adminUsersKey = ['admin', 'users'] as const;

export interface UsersListParams {
  q: string;
  type: UserType | '';
  page: number;
}

export const USERS_PAGE_SIZE = 20;

export function useAdminUsers(params: UsersListParams) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', params],
    queryFn: ({ signal }) => api.get<AdminUserList>('/admin/users', { ...params, pageSize: USERS_PAGE_SIZE }, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...adminUsersKey, 'one', id],
    queryFn: ({ signal }) => api.get<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, undefined, signal),
  });
}

/** Every change to an account may move it in any list (name, type, status), so all user queries refresh. */
function useUserMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}

export const useCreateUser = () => useUserMutation((input: AdminCreateUser) => api.post<AdminUser>('/admin/users', input));

export const useUpdateUser = (id: string) =>
  useUserMutation((input: AdminUpdateUser) => api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, input));

export const useSetUserActive = () =>
  useUserMutation(({ id, active }: { id: string; active: boolean }) => api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}/active`, { active }));

export const useDeleteUser = () => useUserMutation((id: string) => api.delete<AdminDeleteUserResult>(`/admin/users/${encodeURIComponent(id)}`));
