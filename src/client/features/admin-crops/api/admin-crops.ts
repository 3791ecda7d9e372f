import { useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminCrop, AdminCropInput, AdminCropList } from '#shared/schemas/crops';
import { api } from '#client/lib/api-client.ts';

const cropsKey = ['admin', 'crops'] as const;

/** GET /api/admin/crops: every crop with its windows, stages and problems, texts in the three languages. */
export function listAdminCrops(signal?: AbortSignal): Promise<AdminCropList> {
  return api.get<AdminCropList>('/admin/crops', undefined, signal);
}

export function useAdminCrops() {
  return useQuery({ queryKey: cropsKey, queryFn: ({ signal }) => listAdminCrops(signal) });
}

/** POST /api/admin/crops (a new crop) or PUT /api/admin/crops/:slug (a crop whole). */
export function saveCrop({ slug, content, create }: { slug: string; content: AdminCropInput; create?: boolean }): Promise<AdminCrop> {
  return create ? api.post<AdminCrop>('/admin/crops', { slug, ...content }) : api.put<AdminCrop>(`/admin/crops/${encodeURIComponent(slug)}`, content);
}

/** DELETE /api/admin/crops/:slug. */
export function removeCrop(slug: string): Promise<void> {
  return api.delete<void>(`/admin/crops/${encodeURIComponent(slug)}`);
}

export function useSaveCrop() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: cropsKey });
  return { save: useMutation({ mutationFn: saveCrop, onSuccess }), remove: useMutation({ mutationFn: removeCrop, onSuccess }) };
}
