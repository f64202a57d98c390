import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';

/**
 * A console list in the operator's order (banners, download links, each media kind), the client side of the
 * server's one definition (src/server/resources/ordered-list): GET and POST `path`, PUT `path/order`, PUT and
 * DELETE `path/:id`. Each list is one `OrderedListApi` (api/admin-content.ts, api/admin-media.ts); the hooks
 * below are its writes, the same for every list.
 */

/** A record of such a list: its id, and the version its edit form sends back (docs/decisions/0009). */
export interface OrderedRow extends Versioned {
  id: number;
}

export interface OrderedListApi<Row extends OrderedRow> {
  /** The list's console address under /api ('admin/banners'). */
  path: `admin/${string}`;
  queryKey: QueryKey;
  /** What this browser forgets of the public pages after a write, so the operator sees the change there at once. */
  forgetPublic: (client: QueryClient) => void;
  /** GET `path`: the whole list in order, fetched afresh on every visit and never retried. */
  query: () => ReturnType<typeof listQuery<Row>>;
}

const listQuery = <Row>(path: string, queryKey: QueryKey) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<{ data: Row[] }>(path, { signal }),
    staleTime: 0,
    retry: false,
  });

export function orderedListApi<Row extends OrderedRow>(
  path: `admin/${string}`,
  queryKey: QueryKey,
  forgetPublic: (client: QueryClient) => void,
): OrderedListApi<Row> {
  return { path, queryKey, forgetPublic, query: () => listQuery<Row>(path, queryKey) };
}

/** What the writes need of a list (any row type). */
type WriteTarget = Pick<OrderedListApi<OrderedRow>, 'path' | 'queryKey' | 'forgetPublic'>;

type Saved = { message: string; id: number };
type Done = { message: string };

/**
 * A write of the list: after it went through this browser forgets the public copy, and in any case the list
 * is read again before the write counts as done (a form closes on the list as it now is). Writes with the
 * same `serial` run one after another (quick presses of Move up send their orders in turn).
 */
function useListWrite<V, R>(list: WriteTarget, send: (vars: V) => Promise<R>, serial?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    ...(serial ? { scope: { id: serial } } : {}),
    onSuccess: () => list.forgetPublic(client),
    onSettled: () => client.invalidateQueries({ queryKey: list.queryKey }),
  });
}

/** POST `path` (an add: `id` null) or PUT `path/:id` (an edit, with the version its form was loaded at). */
export const useSaveListItem = <Body extends object>(list: WriteTarget) =>
  useListWrite(list, ({ id, version, body }: { id: number | null; version?: number; body: Body }) =>
    id === null
      ? api.post<Saved>(list.path, body)
      : api.put<Saved>(`${list.path}/${id}`, { ...body, version }),
  );

/** DELETE `path/:id`. */
export const useRemoveListItem = (list: WriteTarget) =>
  useListWrite(list, (id: number) => api.delete<Done>(`${list.path}/${id}`));

/** PUT `path/order`: every id once, in the new order. */
export const useReorderList = (list: WriteTarget) =>
  useListWrite(list, (ids: number[]) => api.put<Done>(`${list.path}/order`, { ids }), `${list.path}:order`);
