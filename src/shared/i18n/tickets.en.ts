/**
 * Messages of the support ticket pages (src/client/features/tickets), in English.
 * This file defines the area's ids; tickets.fil.ts has the same ones (docs/product/languages.md).
 */
const tickets = {
  // The categories (TICKET_CATEGORY_LABELS) and the player's words for each status (the console has its own).
  'tickets.categories.account': 'Account',
  'tickets.categories.payment': 'Payment or top-up',
  'tickets.categories.item_not_received': 'Item not received',
  'tickets.categories.bug': 'Bug',
  'tickets.categories.report_player': 'Report a player',
  'tickets.categories.other': 'Other',
  'tickets.statuses.open': 'Open',
  'tickets.statuses.waiting_player': 'Answered',
  'tickets.statuses.waiting_staff': 'Waiting for support',
  'tickets.statuses.resolved': 'Resolved',
  'tickets.statuses.closed': 'Closed',

  'tickets.loading': 'Loading…',
  'tickets.number': 'Number',
  'tickets.subject': 'Subject',
  'tickets.category': 'Category',
  'tickets.status': 'Status',
  'tickets.lastActivity': 'Last activity',
  'tickets.message': 'Message',
  'tickets.character': 'Character',
  'tickets.ticket': 'Ticket',
  'tickets.submitted': 'Submitted',
  'tickets.chooseCategory': 'Choose a category',
  'tickets.email': 'E-mail address',
  'tickets.submitATicket': 'Submit a ticket',

  // /ticket
  'tickets.submit.title': 'Submit Ticket',
  'tickets.submit.intro':
    'Tell us what happened. For a payment, attach a screenshot of the receipt. Your tickets and our answers are under {check}.',
  'tickets.submit.haveAccount': 'Have an account?',
  'tickets.submit.signIn':
    '{signIn} to submit a ticket and follow it under Check My Ticket. Forgot your User ID or password? {find}.',
  'tickets.submit.signInLink': 'Sign in',
  'tickets.submit.findLink': 'Find your account',
  'tickets.submit.created': 'Ticket {number} submitted.',
  'tickets.submit.open': 'Open ticket #{number}',
  'tickets.submit.noCharacter': 'None',
  'tickets.submit.characterOption': '{name} (level {level})',
  'tickets.submit.button': 'Submit Ticket',
  'tickets.guest.title': 'Ticket by e-mail',
  'tickets.guest.intro':
    'Write to us from your e-mail address. We mail you a link: your ticket is sent when you open it, and the same link shows our answers (it works for {hours, plural, one {# hour} other {# hours}} until opened).',
  'tickets.guest.button': 'Send me the link',

  // Screenshots
  'tickets.shots.label': 'Screenshots',
  'tickets.shots.hint':
    'Optional: up to {max, plural, one {# image} other {# images}} (PNG, JPEG, WebP or GIF, at most 8 MB each).',
  'tickets.shots.uploading': 'Uploading…',
  'tickets.shots.attached': 'Attached screenshots',
  'tickets.shots.one': 'Screenshot {n}',
  'tickets.shots.fullSize': 'Screenshot {n} (opens full size)',
  'tickets.shots.remove': 'Remove',
  'tickets.shots.removeWhich': 'screenshot {n}',

  // /checkticket
  'tickets.check.title': 'Check My Ticket',
  'tickets.check.signIn':
    'Please {signIn} to see your tickets. A ticket sent by e-mail opens with the link in our e-mail.',
  'tickets.check.signInLink': 'sign in',
  'tickets.check.failed': 'Your tickets could not be loaded. Please try again.',
  'tickets.check.none': 'You have no tickets yet. {submit}.',
  'tickets.check.newReply': 'New reply',
  'tickets.check.pages': 'Ticket pages',

  // A ticket's thread (/checkticket/:number, /ticket/guest)
  'tickets.thread.title': 'Ticket #{number}',
  'tickets.thread.all': '← All my tickets',
  'tickets.thread.signIn': 'Please {signIn} to see your tickets.',
  'tickets.thread.notFound': 'Ticket not found. It may belong to another account.',
  'tickets.thread.conversation': 'Conversation',
  'tickets.thread.canReopen':
    'This ticket is resolved. Not solved after all? You can reopen it until {date}.',
  'tickets.thread.reopen': 'Reopen Ticket',
  'tickets.thread.closed':
    'This ticket is {status, select, open {open} waiting_player {answered} waiting_staff {waiting for support} resolved {resolved} other {closed}}. For a new problem, please submit a new ticket.',
  'tickets.reply.form': 'Reply',
  'tickets.reply.title': 'Your reply',
  'tickets.reply.button': 'Send Reply',
  'tickets.guestThread.title': 'Your Ticket',
  'tickets.guestThread.invalid': 'This ticket link is invalid or has expired. {submit}.',
  'tickets.guestThread.submitLink': 'Submit a new ticket',
  'tickets.guestThread.sent': 'Your ticket is sent. Keep the e-mail: its link is the only way back here.',
} as const;

export default tickets;
