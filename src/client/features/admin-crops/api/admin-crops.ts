import { useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminCrop, AdminCropList, AdminUpdateCropTexts } from '#shared/schemas/crops';
import { api } from '#client/lib/api-client.ts';

const cropsKey = ['admin', 'crops'] as const;

/** GET /api/admin/crops: every crop with its texts in the three languages. */
export function listAdminCrops(signal?: AbortSignal): Promise<AdminCropList> {
  return api.get<AdminCropList>('/admin/crops', undefined, signal);
}

export function useAdminCrops() {
  return useQuery({ queryKey: cropsKey, queryFn: ({ signal }) => listAdminCrops(signal) });
}

/** PUT /api/admin/crops/:slug/texts: the crop's corrected texts. */
export function updateCropTexts({ slug, texts }: { slug: string; texts: AdminUpdateCropTexts }): Promise<AdminCrop> {
  return api.put<AdminCrop>(`/admin/crops/${encodeURIComponent(slug)}/texts`, texts);
}

export function useUpdateCropTexts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCropTexts, onSuccess: () => queryClient.invalidateQueries({ queryKey: cropsKey }) });
}
