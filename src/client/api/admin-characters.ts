import { queryOptions } from '@tanstack/react-query';
import type { CharacterService, OrderStatus } from '#shared/character-services.ts';
import type {
  AdminCharacterOrderList,
  ServiceSettings,
  ServiceSettingsInput,
} from '#shared/contracts/character-services.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';

/** The console's character services (docs/product/character-services.md, Console): always fresh, never retried. */
export const adminCharacterKeys = {
  allOrders: ['admin', 'character-orders'] as const,
  settings: ['admin', 'character-services'] as const,
};

export interface OrderFilters {
  status: OrderStatus | '';
  service: CharacterService | '';
  player: string;
  page: number;
}

export const adminCharacterOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...adminCharacterKeys.allOrders, filters],
    queryFn: ({ signal }) =>
      api.get<AdminCharacterOrderList>('admin/character-orders', {
        signal,
        query: {
          status: filters.status || undefined,
          service: filters.service || undefined,
          player: filters.player || undefined,
          page: filters.page,
        },
      }),
    staleTime: 0,
    retry: false,
  });

export const adminServiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminCharacterKeys.settings,
    queryFn: ({ signal }) => api.get<ServiceSettings>('admin/character-services', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminCharactersApi = {
  saveSettings: (values: ServiceSettingsInput & Versioned) =>
    api.put<ServiceSettings>('admin/character-services', values),
};
