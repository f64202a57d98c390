import { queryOptions } from '@tanstack/react-query';
import type {
  AdminOrderList,
  AdminPackage,
  AdminPackageList,
  AttentionList,
  AttentionResolved,
  PackageSave,
  PaymentSettings,
  PaymentSettingsSave,
  RecheckResult,
} from '#shared/contracts/payments.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { OrderStatus } from '#shared/payment-rules.ts';
import { api } from './client.ts';

/** The console's top-up reads and writes (src/shared/contracts/payments.ts): always fresh, never retried. */
export const adminPaymentKeys = {
  allOrders: ['admin', 'payment-orders'] as const,
  packages: ['admin', 'topup-packages'] as const,
  attention: ['admin', 'payment-attention'] as const,
  settings: ['admin', 'payment-settings'] as const,
};

export const adminOrdersQueryOptions = (status: OrderStatus | '', page: number) =>
  queryOptions({
    queryKey: [...adminPaymentKeys.allOrders, status, page],
    queryFn: ({ signal }) =>
      api.get<AdminOrderList>('admin/payments/orders', {
        signal,
        query: { status: status || undefined, page },
      }),
    staleTime: 0,
    retry: false,
  });

export const adminPackagesQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentKeys.packages,
    queryFn: ({ signal }) => api.get<AdminPackageList>('admin/payments/packages', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminAttentionQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentKeys.attention,
    queryFn: ({ signal }) => api.get<AttentionList>('admin/payments/attention', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminPaymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentKeys.settings,
    queryFn: ({ signal }) => api.get<PaymentSettings>('admin/payments/settings', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminPaymentsApi = {
  resolveAttention: (id: number) => api.post<AttentionResolved>(`admin/payments/attention/${id}/resolve`),
  saveSettings: (values: PaymentSettingsSave & Versioned) =>
    api.put<PaymentSettings>('admin/payments/settings', values),
  recheck: (id: number) => api.post<RecheckResult>(`admin/payments/orders/${id}/recheck`),
  createPackage: (values: PackageSave) => api.post<AdminPackage>('admin/payments/packages', values),
  updatePackage: (id: number, values: PackageSave & Versioned) =>
    api.put<AdminPackage>(`admin/payments/packages/${id}`, values),
};
