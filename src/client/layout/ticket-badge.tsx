import { useQuery } from '@tanstack/react-query';
import panelsEn from '#shared/i18n/panels.en.ts';
import { ticketUnreadQueryOptions } from '../api/tickets.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { useStoredUser } from '../session/user-store.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

/**
 * The number of the player's tickets with a staff reply they have not opened, beside "Check My Ticket" and
 * in the account box; nothing when there is none or nobody is signed in.
 */
function TicketBadge() {
  const signedIn = useStoredUser() !== null;
  const unread = useQuery(ticketUnreadQueryOptions(signedIn));
  const count = signedIn ? (unread.data?.count ?? 0) : 0;
  const t = useT();
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="ticket-badge">
      {count}
      <span className="sr-only"> {t('account.newReplies', { count })}</span>
    </span>
  );
}

export default TicketBadge;
