import { useMutation } from '@tanstack/react-query';
import type { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import { api } from '#client/lib/api-client.ts';

export function useCreateContactMessage() {
  return useMutation({
    mutationFn: (input: StoreCreateContactMessage) =>
      api.post<StoreContactMessageCreated>('/store/contact-messages', input),
  });
}
