import type { ColumnType, Generated } from 'kysely';

/** Uploaded images, one row per stored file, named by the SHA-256 of its bytes (modules/images). */
interface ImagesTable {
  hash: string;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  byte_size: number;
  /** The IMAGE_PURPOSES key it was uploaded for. */
  purpose: string;
  /** 'image' for what was uploaded (resized), 'thumbnail' for its grid copy. */
  kind: 'image' | 'thumbnail';
  thumbnail_hash: string | null;
  uploaded_by: number | null;
  /** Never served by /media (ticket screenshots): only routes that check who asks hand it out. */
  private: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A picture's smaller copies (the site icon's sizes), each a row of images of its own. */
interface ImageSizesTable {
  image_hash: string;
  /** The copy's width and height: the sizes are square. */
  side: number;
  size_hash: string;
}

export interface ImageTables {
  images: ImagesTable;
  image_sizes: ImageSizesTable;
}
