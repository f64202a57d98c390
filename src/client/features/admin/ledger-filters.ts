/**
 * The ledger page's filters to and from the address's query (so a filtered view is a link, and the CSV
 * link carries the same filters). No React here.
 */
const LEDGER_FILTER_FIELDS = ['player', 'source', 'currency', 'from', 'to'] as const;
type LedgerFilterField = (typeof LEDGER_FILTER_FIELDS)[number];
export type LedgerFilters = Record<LedgerFilterField, string>;

export const NO_LEDGER_FILTERS: LedgerFilters = { player: '', source: '', currency: '', from: '', to: '' };

/** The filters an address's query names (anything else is ignored), each trimmed. */
export function ledgerFiltersFromSearch(params: URLSearchParams): LedgerFilters {
  const filters = { ...NO_LEDGER_FILTERS };
  for (const field of LEDGER_FILTER_FIELDS) filters[field] = (params.get(field) ?? '').trim();
  return filters;
}

/** Only the set filters, in a fixed order, plus the page past the first: one view, one address. */
export function ledgerQuery(filters: LedgerFilters, page = 1): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of LEDGER_FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value) query[field] = value;
  }
  if (page > 1) query.page = String(page);
  return query;
}

export function ledgerSearch(filters: LedgerFilters, page = 1): string {
  return new URLSearchParams(ledgerQuery(filters, page)).toString();
}
