import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminAddGstRate, AdminHsnCode } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** POST /api/admin/hsn-codes/:code/rates: a rate from a date on. */
export function addGstRate({ code, ...input }: AdminAddGstRate & { code: string }): Promise<AdminHsnCode> {
  return api.post<AdminHsnCode>(`/admin/hsn-codes/${encodeURIComponent(code)}/rates`, input);
}

export function useAddGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGstRate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTaxKeys.hsnCodes }), queryClient.invalidateQueries({ queryKey: ['hsn-codes'] })]),
  });
}
