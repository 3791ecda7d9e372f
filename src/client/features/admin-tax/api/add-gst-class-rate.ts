import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminAddGstRate, AdminHsnCode } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** POST /api/admin/gst-classes/:id/rates: a class's rate from a date on. */
export function addGstClassRate({ classId, ...input }: AdminAddGstRate & { classId: string }): Promise<AdminHsnCode> {
  return api.post<AdminHsnCode>(`/admin/gst-classes/${encodeURIComponent(classId)}/rates`, input);
}

export function useAddGstClassRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGstClassRate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTaxKeys.hsnCodes }), queryClient.invalidateQueries({ queryKey: ['hsn-codes'] })]),
  });
}
