import type { ColumnType, Generated } from 'kysely';
import type {
  AttentionReason,
  OrderStatus,
  PaymentMethod,
  PaymentProviderName,
} from '#shared/payment-rules.ts';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What the operator sells on /topup (docs/product/payments.md). */
interface TopupPackagesTable {
  id: Generated<number>;
  name: string;
  price_centavos: number;
  rcoin: number;
  bonus_rcoin: Generated<number>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** One per Pay: price and R-Coin copied from the package when it was made. */
interface PaymentOrdersTable {
  id: Generated<number>;
  reference: string;
  user_num: number;
  package_id: number | null;
  package_name: string;
  provider: PaymentProviderName;
  amount_centavos: number;
  currency: Generated<string>;
  /** R-Coin credited when paid: the package's R-Coin plus its bonus. */
  rcoin: number;
  status: Generated<OrderStatus>;
  provider_ref: string | null;
  checkout_url: string | null;
  provider_payment_id: string | null;
  created_at: CreatedAt;
  paid_at: Date | null;
  checked_at: Date | null;
}

/** Webhook events acted on; the primary key stops a second delivery. */
interface PaymentEventsTable {
  event_id: string;
  order_id: number;
  type: string;
  received_at: CreatedAt;
}

/** Verified webhook events that changed nothing, for the operator (one row per event id). */
interface PaymentAttentionTable {
  id: Generated<number>;
  event_id: string;
  event_type: string;
  reason: AttentionReason;
  livemode: boolean;
  provider_ref: string | null;
  order_id: number | null;
  paid_amount_centavos: number | null;
  paid_currency: string | null;
  expected_amount_centavos: number | null;
  expected_currency: string | null;
  received_at: CreatedAt;
  resolved_at: Date | null;
  resolved_by: number | null;
}

/** The one row of payment settings: the methods a new checkout offers. */
interface PaymentSettingsTable {
  id: Generated<boolean>;
  methods: PaymentMethod[];
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

export interface PaymentTables {
  topup_packages: TopupPackagesTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  payment_attention: PaymentAttentionTable;
  payment_settings: PaymentSettingsTable;
}
