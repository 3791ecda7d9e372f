import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthLogin, AuthRegister, SessionUser } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';

// Loaded with the forms only (see useLogout for why the header avoids mutation hooks).

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthLogin) => api.post<{ user: SessionUser }>('/auth/login', input),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthRegister) => api.post<{ user: SessionUser }>('/auth/register', input),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}
