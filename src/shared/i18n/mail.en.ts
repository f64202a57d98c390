/**
 * The e-mails a player receives (src/server/mail, modules/accounts/account-mails.ts, modules/tickets/mails.ts),
 * in English: a server-only area, never sent to the browser. Subjects follow "<site name>: "; texts are plain
 * text, each line break a line of the mail. This file defines the area's ids; mail.fil.ts has the same ones.
 */
const mail = {
  'mail.signOff.team': '- The {site} team\n(This mailbox is not read: please do not reply.)',
  'mail.signOff.support':
    '- The {site} support team\n(This mailbox is not read: please answer on the site, not by e-mail.)',
  'mail.notYou': 'If you did not ask for this, you can ignore this message; nothing changes.',
  'mail.verify.subject': 'verify your e-mail address',
  'mail.verify.text':
    'Hello {userId},\n\nPlease confirm that this is your e-mail address by opening this link within 48 hours:\n\n{link}\n\nA verified address lets you recover your account if you forget your password.',
  'mail.userIds.subject': 'your User ID',
  'mail.userIds.text':
    'Hello,\n\nSomeone (hopefully you) asked which User IDs are registered to this e-mail address:\n\n{list}\n\nWe never send passwords. If you also forgot your password, use "Find Password" on the site.',
  'mail.reset.subject': 'set a new password',
  'mail.reset.text':
    'Hello {userId},\n\nTo set a new password, open this link. It works once, within 30 minutes:\n\n{link}\n\nAfter the change, every device signed in to your account is signed out.',
  'mail.passwordChanged.subject': 'your password was changed',
  'mail.passwordChanged.text':
    'Hello {userId},\n\nThe password of your account was just changed and every session was signed out.\n\nIf this was not you, use "Find Password" on the site at once and contact support.',
  'mail.staffSignIn.subject': 'new sign-in to your staff account',
  'mail.staffSignIn.text':
    'Hello {userId},\n\nYour staff account was just signed in to from a browser it had not used before:\n\n  Time: {when} (Manila)\n  Address: {ip}\n  Browser: {browser}\n\nIf this was you, there is nothing to do. If not, change your password at once, turn on two-step sign-in if it is off, and tell an administrator.',
  'mail.staffSignIn.unknownBrowser': 'unknown',
  'mail.guestTicket.subject': 'confirm your support ticket',
  'mail.guestTicket.text':
    'Hello,\n\nSomeone (hopefully you) wrote a support ticket from this e-mail address:\n\n  "{subject}"\n\nTo send it, open this link within {hours, plural, one {# hour} other {# hours}}. The same link then shows your ticket and our answers, so keep this message:\n\n{link}\n\nIf this was not you, ignore this message; no ticket is made.',
  'mail.staffReply.subject': 'support answered your ticket #{number}',
  'mail.staffReply.text':
    'Hello,\n\nOur support team answered your ticket #{number}, "{subject}".\n\nRead the answer and reply here:\n\n{link}',
};

export default mail;
