import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCreateHsnCode, AdminHsnCode } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** POST /api/admin/hsn-codes: a new code with its first rate. */
export function createHsnCode(input: AdminCreateHsnCode): Promise<AdminHsnCode> {
  return api.post<AdminHsnCode>('/admin/hsn-codes', input);
}

/** The table, and the product forms' list of codes, are read again afterwards. */
export function useCreateHsnCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHsnCode,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTaxKeys.hsnCodes }), queryClient.invalidateQueries({ queryKey: ['hsn-codes'] })]),
  });
}
