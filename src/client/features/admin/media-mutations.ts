import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import { adminMediaQueryOptions } from '../../api/admin-media.ts';
import { api } from '../../api/client.ts';
import { forgetStoredMedia } from '../../api/media.ts';

interface Saved {
  message: string;
  id: number;
}

/**
 * The console's writes of one kind (/api/admin/media/{kind}). After each, the list is read again and the
 * public media pages of this browser forget what they held, so the operator sees the change there at once.
 */
export function useMediaMutations(kind: MediaKind) {
  const client = useQueryClient();
  const base = `admin/media/${kind}`;
  const settle = async () => {
    forgetStoredMedia();
    client.removeQueries({ queryKey: ['media'] });
    await client.invalidateQueries({ queryKey: adminMediaQueryOptions(kind).queryKey });
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null ? api.post<Saved>(base, body) : api.put<Saved>(`${base}/${id}`, body),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`${base}/${id}`),
    onSuccess: settle,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api.put<{ message: string }>(`${base}/order`, { ids }),
    onSettled: settle,
  });
  return { save, remove, reorder };
}
