import { useMutation } from '#client/lib/query.ts';
import type { MyAccountData } from '#shared/schemas/privacy';
import { api } from '#client/lib/api-client.ts';

/** GET /api/auth/my-data: everything the shop keeps of the account (docs/product-rules.md 37). */
export function fetchMyData(): Promise<MyAccountData> {
  return api.get<MyAccountData>('/auth/my-data');
}

/** Saves the copy as hariyali-my-data.json on the phone, as the server's attachment names it. */
function saveFile(data: MyAccountData): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hariyali-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: fetchMyData, onSuccess: saveFile });
}
