import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A wallpaper or a gallery picture: the picture and its grid thumbnail, each with its pixel size. */
interface MediaPictureTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  image_width: number;
  image_height: number;
  thumb_url: string;
  thumb_width: number;
  thumb_height: number;
  sort_order: number;
  created_at: CreatedAt;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface MediaMoviesTable {
  id: Generated<number>;
  title: string;
  /** 11 characters (a check constraint holds the pattern). */
  video_id: string;
  description: string;
  sort_order: number;
  created_at: CreatedAt;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface ServerInfoSectionsTable {
  id: Generated<number>;
  title: string;
  /** Sanitized HTML (modules/news/sanitize.ts). */
  html: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  sort_order: number;
  created_at: CreatedAt;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface SocialLinksTable {
  id: Generated<number>;
  name: string;
  /** https only (a check constraint holds it). */
  url: string;
  description: string;
  sort_order: number;
  created_at: CreatedAt;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

export interface MediaTables {
  media_wallpapers: MediaPictureTable;
  media_gallery: MediaPictureTable;
  media_movies: MediaMoviesTable;
  server_info_sections: ServerInfoSectionsTable;
  social_links: SocialLinksTable;
}
