import { z } from 'zod';
import { DOWNLOAD_TYPES, type DownloadType } from '../download-types.ts';
import { isHttpUrl, isSitePath } from './admin-content.ts';
import { versionField } from './versions.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
};

const iconSide = z.number().int().min(1).max(1000).nullable();

/** POST /api/admin/downloads and PUT /api/admin/downloads/:id. */
export const downloadSaveSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'The name is required.')
      .max(100, 'The name may be at most 100 characters.'),
    address: z
      .string()
      .trim()
      .max(2000, 'The address may be at most 2000 characters.')
      .refine(isHttpUrl, 'The address must be an http:// or https:// link.'),
    type: z.enum(Object.keys(DOWNLOAD_TYPES) as [DownloadType, ...DownloadType[]], {
      error: `The type must be one of: ${Object.keys(DOWNLOAD_TYPES).join(', ')}.`,
    }),
    description: z.string().trim().max(1000, 'The description may be at most 1000 characters.'),
    /** The date shown as "Updated", YYYY-MM-DD. */
    date: z
      .string()
      .max(10, 'The date must be written YYYY-MM-DD.')
      .refine(isCalendarDate, 'The date must be written YYYY-MM-DD.'),
    /** '' for the default icon; else a path on this site (an uploaded icon or one the site ships). */
    icon_url: z
      .string()
      .trim()
      .max(500, 'The icon address is too long.')
      .refine((v) => v === '' || isSitePath(v), 'The icon must be an image stored on this site.'),
    /** The uploaded icon's pixel size; null for a text icon. */
    icon_width: iconSide,
    icon_height: iconSide,
  })
  .superRefine((value, ctx) => {
    if ((value.icon_width === null) !== (value.icon_height === null)) {
      ctx.addIssue({ code: 'custom', path: ['icon_width'], message: 'Give both icon sizes or neither.' });
    }
    if (value.icon_url === '' && value.icon_width !== null) {
      ctx.addIssue({ code: 'custom', path: ['icon_url'], message: 'An icon size needs an icon.' });
    }
  });
export type DownloadSave = z.input<typeof downloadSaveSchema>;

const adminDownloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  type: z.string(),
  description: z.string(),
  date: z.string(),
  icon_url: z.string(),
  icon_width: z.number().int().nullable(),
  icon_height: z.number().int().nullable(),
  sort_order: z.number().int(),
  ...versionField,
});
export type AdminDownload = z.infer<typeof adminDownloadSchema>;

/** GET /api/admin/downloads: every link in page order. */
export const adminDownloadsSchema = z.object({ data: z.array(adminDownloadSchema) });
export type AdminDownloads = z.infer<typeof adminDownloadsSchema>;
