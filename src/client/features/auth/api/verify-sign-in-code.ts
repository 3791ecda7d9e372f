import { useMutation } from '#client/lib/query.ts';
import type { MobileVerified, MobileVerify } from '#shared/schemas/mobile-sign-in';
import { api } from '#client/lib/api-client.ts';
import { useSignedIn } from './signed-in.ts';

/**
 * POST /api/auth/mobile/verify: the number and its code. Signed in (the session cookie is set), or
 * `needs_name`: the number has no account yet and the code stays good, so the page asks the name
 * and sends the three again, which creates the account (docs/product-rules.md 36).
 */
export function verifySignInCode(input: MobileVerify): Promise<MobileVerified> {
  return api.post<MobileVerified>('/auth/mobile/verify', input);
}

export function useVerifySignInCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: verifySignInCode,
    onSuccess: (answer) => {
      if (answer.status === 'signed_in') signedIn(answer);
    },
  });
}
