import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to one of the api/ files' mutation hooks: its own onSuccess, onError, ... The hook
 * keeps the request and the keys it invalidates; the screen says what it shows.
 */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/**
 * The hook's options: `config`, with an onSuccess that first marks `keys` stale (without waiting for the
 * reads again, unless `wait`) and then calls the screen's.
 */
export function invalidatingOn<TData, TVariables>(
  client: QueryClient,
  keys: readonly QueryKey[],
  config: MutationConfig<TData, TVariables> = {},
  wait = false,
): MutationConfig<TData, TVariables> {
  return {
    ...config,
    onSuccess: async (...args) => {
      const refresh = Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      if (wait) await refresh;
      await config.onSuccess?.(...args);
    },
  };
}
