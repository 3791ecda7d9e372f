import { useQueryClient } from '#client/lib/query.ts';
import type { FarmCropFormValues } from '#shared/farm';
import type { FarmCrop } from '#shared/schemas/farm';
import { api } from '#client/lib/api-client.ts';
import { farmKeys } from './get-farm.ts';

/**
 * Adding, changing and removing a crop with JavaScript: the same API the page's forms reach
 * without it (they post to it and are sent back to the page). The server checks every field.
 */
export function useFarmActions() {
  const queryClient = useQueryClient();
  const done = <T,>(result: T) => {
    void queryClient.invalidateQueries({ queryKey: farmKeys.all });
    return result;
  };
  return {
    save: (values: FarmCropFormValues, id?: string) =>
      (id ? api.put<FarmCrop>(`/farm/crops/${encodeURIComponent(id)}`, values) : api.post<FarmCrop>('/farm/crops', values)).then(done),
    remove: (id: string) => api.delete<null>(`/farm/crops/${encodeURIComponent(id)}`).then(done),
  };
}
