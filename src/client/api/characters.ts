import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CharacterService } from '#shared/character-services.ts';
import type { OrderPlaced, ServicesState } from '#shared/contracts/character-services.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { patchStoredUser } from '../session/user-store.ts';
import { ApiError, api } from './client.ts';
import { withIntentKey } from './intent-keys.ts';
import type { MutationConfig } from './mutation-config.ts';

/** Character services (docs/product/character-services.md): the account page's reads and its orders. */

const characterKeys = {
  services: ['characters', 'services'] as const,
};

/** While an order waits for the game, the page asks again this often: the game normally answers within a second. */
const WAITING_POLL_MS = 2000;

const servicesQueryOptions = () =>
  queryOptions({
    queryKey: characterKeys.services,
    queryFn: () => api.get<ServicesState>('characters/services'),
    // 404: the site has no game bridge, so no services; asking again would change nothing.
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.orders.some((order) => order.status === 'waiting') ? WAITING_POLL_MS : false,
  });

/**
 * The services state, and when an order the page saw waiting is settled, the account read again: a refund
 * changes the balances, a rename or a school change the characters.
 */
export function useServicesState() {
  const client = useQueryClient();
  const state = useQuery(servicesQueryOptions());
  const waiting = state.data?.orders.filter((order) => order.status === 'waiting').length ?? 0;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void client.invalidateQueries({ queryKey: ['me'] });
    before.current = waiting;
  }, [waiting, client]);
  return state;
}

/** What the player orders for one character, with the price and currency the dialog showed. */
export type ServiceRequest = { chaNum: number; price: number; currency: Currency } & (
  | { service: 'unstuck' }
  | { service: 'school'; school: number }
  | { service: 'rename'; name: string }
);

function bodyOf(request: ServiceRequest): object {
  // The price confirmed: the server refuses the order (409 price_changed) when it is no longer in force.
  const seen = { price: request.price, currency: request.currency };
  if (request.service === 'school') return { school: request.school, ...seen };
  if (request.service === 'rename') return { name: request.name, ...seen };
  return seen;
}

/**
 * The intent an Idempotency-Key stands for: this character, this service, this choice. Not the price: a
 * retry after a lost answer keeps its key even if the offers were read again, so it is never paid twice.
 */
function intentOf(request: ServiceRequest): string {
  const detail =
    request.service === 'school' ? request.school : request.service === 'rename' ? request.name : '';
  return `${request.chaNum}:${request.service}:${detail}`;
}

/**
 * Places an order: its price is taken at once (the balances in the answer), and the page's services and
 * account are read again, so the new order shows as waiting and the balances as debited. A price changed
 * since the dialog showed it (409 price_changed) reads the services again: the dialog shows the new price
 * beside the refusal that names it, and confirming again pays it knowingly.
 */
export function useOrderService(config: MutationConfig<OrderPlaced, ServiceRequest> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    onError: async (error, ...rest) => {
      if (error instanceof ApiError && error.code === 'price_changed')
        void client.invalidateQueries({ queryKey: characterKeys.services });
      await config.onError?.(error, ...rest);
    },
    mutationFn: (request: ServiceRequest) =>
      withIntentKey('character-service', intentOf(request), (key) =>
        api.post<OrderPlaced>(
          `characters/${request.chaNum}/${request.service satisfies CharacterService}`,
          bodyOf(request),
          {
            headers: { 'Idempotency-Key': key },
          },
        ),
      ),
    onSuccess: async (placed, ...rest) => {
      patchStoredUser({ UserPoint: placed.userPoints, UserPoint2: placed.userPoints2 });
      await Promise.all([
        client.invalidateQueries({ queryKey: characterKeys.services }),
        client.invalidateQueries({ queryKey: ['me'] }),
      ]);
      await config.onSuccess?.(placed, ...rest);
    },
  });
}
