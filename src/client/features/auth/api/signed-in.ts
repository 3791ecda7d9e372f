import { useQueryClient } from '#client/lib/query.ts';
import type { SessionUser } from '#shared/schemas/auth';
import { followAccountLanguage } from '#client/lib/account-language.ts';
import { cartKey } from '#client/lib/cart.ts';
import { sessionKey } from '#client/lib/session.ts';

/** What follows a sign-in or a sign-up: the session, the cart the server merged, the account's language. */
export function useSignedIn(): ({ user }: { user: SessionUser }) => void {
  const queryClient = useQueryClient();
  return ({ user }) => {
    queryClient.setQueryData(sessionKey, user);
    // The visitor's cart joined the account's on the server.
    void queryClient.invalidateQueries({ queryKey: cartKey });
    // The account's language, unless this phone has a choice of its own (docs/decisions/0022).
    void followAccountLanguage(user);
  };
}
