import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '#shared/contracts/tickets.ts';

/**
 * The ticket statuses as a select's options, in their lifecycle order and with their labels; `except`
 * leaves out those a form cannot choose (a reply cannot close a ticket).
 */
export function TicketStatusOptions({ except = [] }: { except?: readonly TicketStatus[] }) {
  return TICKET_STATUSES.filter((s) => !except.includes(s)).map((s) => (
    <option key={s} value={s}>
      {TICKET_STATUS_LABELS[s]}
    </option>
  ));
}
