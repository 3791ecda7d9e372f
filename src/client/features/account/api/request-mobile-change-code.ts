import { useMutation } from '#client/lib/query.ts';
import type { MobileCodeRequest, MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import { api } from '#client/lib/api-client.ts';

/** POST /api/auth/mobile/change-code: a code to the number the signed-in account adds or changes to (docs/product-rules.md 36). */
export function requestMobileChangeCode(input: MobileCodeRequest): Promise<MobileCodeSent> {
  return api.post<MobileCodeSent>('/auth/mobile/change-code', input);
}

export function useRequestMobileChangeCode() {
  return useMutation({ mutationFn: requestMobileChangeCode });
}
