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
  /**
   * The brand pictures (docs/product/site-settings.md, Brand pictures), each an uploaded picture's hash
   * (images.hash); null: the site's default. The dark logo only beside a logo (a check).
   */
  brand_logo: string | null;
  brand_logo_dark: string | null;
  brand_icon: string | null;
  brand_social: string | null;
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
  /** The brand pictures' own version: their form and the settings form never make each other stale. */
  brand_pictures_version: ColumnType<number, never, never>;
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

/**
 * The operator's maintenance window, one row (docs/product/server-status.md, Maintenance): on from
 * `starts_at` (null: off) until before `ends_at` (null: until turned off).
 */
interface ServerMaintenanceTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  starts_at: Date | null;
  ends_at: Date | null;
  /** The operator's note to players, shown in the banner. */
  message: string | null;
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
  /** Whether Discord was last told the maintenance is on (modules/discord, decision 0071). */
  announced_on: Generated<boolean>;
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
  server_maintenance: ServerMaintenanceTable;
}
