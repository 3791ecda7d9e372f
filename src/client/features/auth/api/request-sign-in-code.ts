import { useMutation } from '#client/lib/query.ts';
import type { MobileCodeRequest, MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/auth/mobile/code: a one-time code to the number, by SMS or WhatsApp (docs/product-rules.md 36).
 * The answer is the same whether the number has an account or not.
 */
export function requestSignInCode(input: MobileCodeRequest): Promise<MobileCodeSent> {
  return api.post<MobileCodeSent>('/auth/mobile/code', input);
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode });
}
