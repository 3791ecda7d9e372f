import { useMutation } from '#client/lib/query.ts';
import type { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import { api } from '#client/lib/api-client.ts';

/** POST /api/store/contact-messages: the Contact page's message to the shop. */
export function createContactMessage(input: StoreCreateContactMessage): Promise<StoreContactMessageCreated> {
  return api.post<StoreContactMessageCreated>('/store/contact-messages', input);
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
