import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthRegister, SessionUser } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { adoptAccountLanguage } from '#client/lib/account-language.ts';
import { cartKey } from '#client/lib/cart.ts';
import { sessionKey } from '#client/lib/session.ts';

/** POST /api/auth/register: a customer or vendor account, signed in at once. */
export function register(input: AuthRegister): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionKey, user);
      // The visitor's cart joined the account's on the server.
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void adoptAccountLanguage(user);
    },
  });
}
