import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DateOnly = ColumnType<Date, Date | string | undefined, Date | string>;

interface NewsTable {
  id: Generated<number>;
  /** 0 general, 1 guides, 2 events. */
  type: number;
  subject: string;
  /** Sanitized HTML (sanitized again on render). */
  content: string;
  author: string;
  img_thumbnail: string | null;
  is_show_thumbnail: Generated<boolean>;
  views: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'draft' (players never see it) or 'published' (seen from publish_at on). */
  status: Generated<'draft' | 'published'>;
  /** When a published article becomes visible; a future time schedules it. Null for a never-published draft. */
  publish_at: Date | null;
  img_thumbnail_width: number | null;
  img_thumbnail_height: number | null;
  /** The staff member who created it in the console (null for the seed and older articles). */
  created_by: number | null;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
  /** When its Discord announcement was claimed (published, or its scheduled time came); null: not yet. */
  announced_at: Date | null;
}

interface NewsViewsTable {
  news_id: number;
  visitor: string;
  counted_at: Timestamp;
}

interface DownloadsTable {
  seq: Generated<number>;
  link_name: string;
  link_address: string;
  link_type: Generated<string>;
  link_description: Generated<string>;
  link_date: DateOnly;
  link_icon: Generated<string>;
  sort_order: Generated<number>;
  /** Pixel size of an uploaded icon; null for a text icon (a site path shown at the default size). */
  icon_width: number | null;
  icon_height: number | null;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface SiteBannersTable {
  id: Generated<number>;
  img_url: string;
  alt_text: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  /** Where the carousel links; null: the image itself. */
  link_url: string | null;
  img_width: Generated<number>;
  img_height: Generated<number>;
  /** The banner shows only from `active_from` (null: always) until before `active_until` (null: always). */
  active_from: NullableTimestamp;
  active_until: NullableTimestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface ClubsTable {
  club_num: Generated<number>;
  club_name: string;
  club_school: number;
  master_cha_num: number | null;
  created_at: Timestamp;
}

interface ClubAreasTable {
  area_id: number;
  area_name: string;
  club_num: number | null;
  tax_rate: Generated<number>;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface CharacterMonthStatsTable {
  /** First day of the calendar month in Asia/Manila. */
  month: DateOnly;
  cha_num: number;
  /** Copies of the character's class, school and GM flag (a trigger keeps them in step). */
  cha_class: Generated<number>;
  cha_school: Generated<number>;
  is_gm: Generated<boolean>;
  mmr: Generated<number>;
  kills: Generated<number>;
  deaths: Generated<number>;
}

export interface ContentTables {
  news: NewsTable;
  news_views: NewsViewsTable;
  downloads: DownloadsTable;
  site_banners: SiteBannersTable;
  clubs: ClubsTable;
  club_areas: ClubAreasTable;
  character_month_stats: CharacterMonthStatsTable;
}
