import { useQueryClient } from '@tanstack/react-query';

/** The new order when the record at `index` moves one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Move up / Move down on a console list read as `{ data: rows }`: the new order is shown at once (written
 * into the query's cached copy) and sent with `send`; the list is read again when the server has answered
 * (the caller's mutation does that). One hook so banners, downloads and shop categories reorder alike.
 */
export function useOptimisticReorder<T extends { id: number }>(
  queryKey: readonly unknown[],
  rows: readonly T[],
  send: (ids: number[]) => void,
) {
  const client = useQueryClient();
  return (index: number, step: -1 | 1) => {
    const ids = moved(
      rows.map((row) => row.id),
      index,
      step,
    );
    client.setQueryData<{ data: T[] }>(queryKey, (old) =>
      old ? { data: ids.map((id) => old.data.find((row) => row.id === id)!) } : old,
    );
    send(ids);
  };
}
