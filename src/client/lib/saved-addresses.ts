import { useMutation, useQuery, useQueryClient } from './query.ts';
import type { AddressInput, SavedAddress, SavedAddressList } from '#shared/schemas/addresses';
import type { Profile } from '#shared/schemas/auth';
import { api } from './api-client.ts';

// In lib, not a feature: the account's Addresses tab manages them and checkout picks one and
// saves a new one (docs/product-rules.md 32). Both load this with their own lazy chunks, never on first paint.

export const savedAddressesKey = ['account', 'addresses'] as const;

/** GET /api/auth/addresses: the signed-in account's addresses, the default first. */
export function useSavedAddresses(enabled = true) {
  return useQuery({
    queryKey: savedAddressesKey,
    queryFn: ({ signal }) => api.get<SavedAddressList>('/auth/addresses', undefined, signal),
    enabled,
  });
}

/**
 * The account's profile, for the phone checkout prefills: the same cache entry as the account's
 * Profile tab (features/account keys.ts profileKey), so an edited phone shows at checkout at once.
 */
export function useAccountProfile() {
  return useQuery({ queryKey: ['account', 'profile', 'user'], queryFn: ({ signal }) => api.get<Profile>('/auth/profile', undefined, signal) });
}

/** Add, edit, delete and make default; each refreshes the list (a delete or a new default moves the default). */
export function useAddressActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedAddressesKey });
  const opts = { onSuccess: refresh };
  return {
    create: useMutation({ mutationFn: (input: AddressInput) => api.post<SavedAddress>('/auth/addresses', input), ...opts }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: AddressInput }) => api.put<SavedAddress>(`/auth/addresses/${encodeURIComponent(id)}`, input), ...opts }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<null>(`/auth/addresses/${encodeURIComponent(id)}`), ...opts }),
    makeDefault: useMutation({ mutationFn: (id: string) => api.post<SavedAddress>(`/auth/addresses/${encodeURIComponent(id)}/default`, {}), ...opts }),
  };
}
