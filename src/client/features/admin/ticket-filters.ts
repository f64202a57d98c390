/**
 * The ticket queue's filters to and from the address's query, so a filtered view is a link (the status
 * counts link to theirs). An empty value is the server's default (active tickets, anyone, oldest first).
 */
const QUEUE_FILTER_FIELDS = ['status', 'category', 'assignee', 'waiting', 'olderThanDays', 'sort'] as const;
type QueueFilterField = (typeof QUEUE_FILTER_FIELDS)[number];
export type QueueFilters = Record<QueueFilterField, string>;

export const NO_QUEUE_FILTERS: QueueFilters = {
  status: '',
  category: '',
  assignee: '',
  waiting: '',
  olderThanDays: '',
  sort: '',
};

export function queueFiltersFromSearch(params: URLSearchParams): QueueFilters {
  const filters = { ...NO_QUEUE_FILTERS };
  for (const field of QUEUE_FILTER_FIELDS) filters[field] = (params.get(field) ?? '').trim();
  return filters;
}

/** Only the set filters, in a fixed order, plus the page past the first: one view, one address. */
export function queueQuery(filters: QueueFilters, page = 1): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of QUEUE_FILTER_FIELDS) {
    if (filters[field]) query[field] = filters[field];
  }
  if (page > 1) query.page = String(page);
  return query;
}

export function queueSearch(filters: QueueFilters, page = 1): string {
  return new URLSearchParams(queueQuery(filters, page)).toString();
}
