import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { RequirementRow } from '#shared/brand-requirements.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One row (id is always true): what the console's settings page edits. */
interface SiteSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  site_name: string;
  support_chat_url: string | null;
  forum_url: string | null;
  /** Staff must enrol a second factor before the console works (docs/product/staff-security.md). */
  require_staff_factor: Generated<boolean>;
  /** The operator shows the game server as under maintenance (docs/product/server-status.md). */
  server_maintenance: Generated<boolean>;
  /** The operator's colours and brand texts (docs/product/brand.md); null is the site's default. */
  brand_accent: string | null;
  brand_background: string | null;
  footer_copyright: string | null;
  footer_since: string | null;
  hometown: string | null;
  /** Written as JSON text, read as the rows. */
  requirements: JSONColumnType<RequirementRow[] | null, string | null, string | null>;
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** The footer's policy pages; the body is sanitized HTML. */
interface SitePagesTable {
  slug: string;
  title: string;
  body: string;
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** The players online per 5-minute slot (docs/product/server-status.md); pruned after 31 days. */
interface PlayersOnlineSamplesTable {
  /** The slot's start, a multiple of 5 minutes: one row per slot, whatever the number of instances. */
  slot: Date;
  players: number;
  /** Made up by the site (no game to count: the bridge off, or the demo). */
  simulated: boolean;
  sampled_at: ColumnType<Date, never, never>;
}

export interface SiteTables {
  site_settings: SiteSettingsTable;
  site_pages: SitePagesTable;
  players_online_samples: PlayersOnlineSamplesTable;
}
