import type { AuditChange, AuditEntry } from '#shared/contracts/admin.ts';
import { manilaDateTime } from '#shared/manila-time.ts';

/**
 * The audit page's pure parts: its filters to and from the address's query (so a filtered view is a link),
 * and how an entry's cells read. No React here, so the rules are unit-tested.
 */
const AUDIT_FILTER_FIELDS = ['staff', 'action', 'record', 'from', 'to'] as const;
type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
export type AuditFilters = Record<AuditFilterField, string>;

export const NO_FILTERS: AuditFilters = { staff: '', action: '', record: '', from: '', to: '' };

/** The filters an address's query names (anything else in it is ignored), each trimmed. */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_FILTERS };
  for (const field of AUDIT_FILTER_FIELDS) filters[field] = (params.get(field) ?? '').trim();
  return filters;
}

/**
 * The query of GET /api/admin/audit (and of the page's address): only the filters that are set, in a fixed
 * order, plus the page when it is past the first, so one view has one address and one cache key.
 */
export function auditQuery(filters: AuditFilters, page = 1): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value) query[field] = value;
  }
  if (page > 1) query.page = String(page);
  return query;
}

/** The page's query string for these filters (no leading '?'), e.g. 'action=news.update&from=2026-11-01'. */
export function auditSearch(filters: AuditFilters, page = 1): string {
  return new URLSearchParams(auditQuery(filters, page)).toString();
}

// The console's pages import the Manila date and time from here, beside the audit page's other cells; it is
// defined in src/shared because the server writes it too (a stale save's message, db/versions.ts).
export { manilaDateTime };

/** Longer values are cut here: an article body in a change would otherwise fill the screen. */
const VALUE_LIMIT = 120;

/** One side of a change as text: '(none)' for a missing value, strings as they are, the rest as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT)}…` : text;
}

/** 'title: Old → New'. */
export function auditChange(change: AuditChange): string {
  return `${change.field}: ${auditValue(change.old)} → ${auditValue(change.new)}`;
}

/** 'news:12', or only the type when the change was not to one record. */
export function auditRecord(entry: Pick<AuditEntry, 'recordType' | 'recordId'>): string {
  return entry.recordId === null ? entry.recordType : `${entry.recordType}:${entry.recordId}`;
}

/**
 * Who acted: the member of staff, 'command line' for an admin command on the server, a player for their own
 * character service order, or the site for the game's answer to one.
 */
export function auditStaff(entry: Pick<AuditEntry, 'by' | 'staff' | 'player'>): string {
  if (entry.by === 'player') return `${entry.player?.userId ?? '?'} (player)`;
  if (entry.by === 'site') return 'the site (game’s answer)';
  return entry.staff?.userId ?? 'command line';
}
