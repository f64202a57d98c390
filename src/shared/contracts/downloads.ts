import { z } from 'zod';

const downloadLinkSchema = z.object({
  seq: z.number().int(),
  link_name: z.string(),
  link_address: z.string(),
  link_type: z.string(),
  link_description: z.string(),
  /** 'YYYY-MM-DD'. */
  link_date: z.string(),
  /** Image URL of the link's icon ('' for the default icon). */
  link_icon: z.string(),
  /** An uploaded icon's pixel size; null for a text icon, shown at the default size. */
  icon_width: z.number().int().nullable(),
  icon_height: z.number().int().nullable(),
});

export const downloadsResponseSchema = z.object({ data: z.array(downloadLinkSchema) });
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;
