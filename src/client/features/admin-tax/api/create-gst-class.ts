import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCreateGstClass, AdminHsnCode } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** POST /api/admin/hsn-codes/:code/classes: a class of goods within a code, with its first rate. */
export function createGstClass({ code, ...input }: AdminCreateGstClass & { code: string }): Promise<AdminHsnCode> {
  return api.post<AdminHsnCode>(`/admin/hsn-codes/${encodeURIComponent(code)}/classes`, input);
}

/** The table, and the product forms' list of codes (which carries the classes), are read again afterwards. */
export function useCreateGstClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGstClass,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTaxKeys.hsnCodes }), queryClient.invalidateQueries({ queryKey: ['hsn-codes'] })]),
  });
}
