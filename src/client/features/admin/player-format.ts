import { CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import { manilaDateTime } from './audit-filters.ts';

/** "Banned until 2026-12-01 10:00 (Manila): Botting", or "until lifted". */
export function banText(block: { until: string | null; reason: string | null }): string {
  const end = block.until ? `until ${manilaDateTime(block.until)} (Manila)` : 'until lifted';
  return `Banned ${end}${block.reason ? `: ${block.reason}` : ''}`;
}

/** 1,250 R-Coin; a debit keeps its sign. */
export function money(amount: number, currency: Currency): string {
  return `${amount.toLocaleString('en-US')} ${CURRENCY_LABEL[currency]}`;
}
