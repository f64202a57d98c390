import type { ColumnType, Generated } from 'kysely';
import type { TicketCategory, TicketStatus } from '#shared/contracts/tickets.ts';
import type { Language } from '#shared/languages.ts';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** bigint identity columns (read as numbers: db/database.ts parses int8). */
type BigId = ColumnType<number, never, never>;

/** A support ticket (docs/product/tickets.md): a player's (user_num) or a confirmed visitor's (guest_email). */
interface TicketsTable {
  number: Generated<number>;
  user_num: number | null;
  guest_email: string | null;
  category: TicketCategory;
  subject: string;
  cha_num: number | null;
  status: Generated<TicketStatus>;
  assignee_user_num: number | null;
  /** A staff reply the player has not opened yet (the badge). */
  player_unread: Generated<boolean>;
  created_at: CreatedAt;
  last_activity_at: Generated<Date>;
  resolved_at: Date | null;
  /** A visitor's ticket: the language its mails are written in (the one it was written in); null for a player's. */
  guest_language: Generated<Language | null>;
}

interface TicketMessagesTable {
  id: BigId;
  ticket_number: number;
  author_kind: 'player' | 'staff';
  /** Null for a visitor's message. */
  author_user_num: number | null;
  /** Plain text, 1..4000 characters; never HTML. */
  body: string;
  /** A staff note players never see. */
  internal: Generated<boolean>;
  created_at: CreatedAt;
}

/** A screenshot on a message; message_id null: uploaded, waiting for the ticket or reply that carries it. */
interface TicketAttachmentsTable {
  id: BigId;
  ticket_number: number | null;
  message_id: number | null;
  image_hash: string;
  thumbnail_hash: string | null;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

interface TicketCannedAnswersTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** A visitor's ticket before its e-mail address is confirmed; only the link token's hash is kept. */
interface TicketGuestRequestsTable {
  token_hash: string;
  email: string;
  category: TicketCategory;
  subject: string;
  body: string;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  ticket_number: number | null;
  /** The page's language when the visitor wrote it: the language of the ticket's mails. */
  language: Generated<Language>;
}

/** Links that open a visitor's ticket (capability URLs); only hashes are kept. */
interface TicketGuestLinksTable {
  token_hash: string;
  ticket_number: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface TicketTables {
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_attachments: TicketAttachmentsTable;
  ticket_canned_answers: TicketCannedAnswersTable;
  ticket_guest_requests: TicketGuestRequestsTable;
  ticket_guest_links: TicketGuestLinksTable;
}
