import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthLogin, SessionUser } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { adoptAccountLanguage } from '#client/lib/account-language.ts';
import { cartKey } from '#client/lib/cart.ts';
import { sessionKey } from '#client/lib/session.ts';

// Loaded with the forms only (see useLogout for why the header avoids mutation hooks).

/** POST /api/auth/login: customers, vendors and admins alike. */
export function login(input: AuthLogin): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionKey, user);
      // The visitor's cart joined the account's on the server.
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void adoptAccountLanguage(user);
    },
  });
}
