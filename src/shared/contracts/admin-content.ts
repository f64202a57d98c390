import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

/**
 * Pieces the console's content contracts share (admin-banners.ts, admin-downloads.ts, admin-clubs.ts):
 * the record id in a path, the answer to a save, and the reorder body.
 */

export const recordIdParamsSchema = z.object({
  id: wholeNumber({ name: 'id', min: 1, max: 2_147_483_647 }),
});

/** POST and PUT answers: what happened, and the record's id. */
export const savedResponseSchema = z.object({ message: z.string(), id: z.number().int() });

/** DELETE and reorder answers. */
export const messageResponseSchema = z.object({ message: z.string() });

/** PUT /api/admin/<things>/order: every record's id once, in the new order. */
export const reorderSchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: 'ids must be a list of record ids.' })
    .max(500, 'ids may list at most 500 records.')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must name each record once.'),
});

const SITE_PATH = /^\/[A-Za-z0-9_.\-/]*$/;

/** An address on this site ('/media/...', '/img/...'): no scheme, no other host, no '..'. */
export const isSitePath = (value: string) =>
  value.length <= 500 && SITE_PATH.test(value) && !value.startsWith('//') && !value.includes('..');

/** An absolute http or https address. */
export function isHttpUrl(value: string): boolean {
  if (value.length > 2000 || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A stored picture's address on this site, as an upload answers it (src/shared/contracts/images.ts). */
export const siteImageUrl = (name: string) =>
  z
    .string()
    .max(500, `${name} is too long.`)
    .refine(isSitePath, `${name} must be an image stored on this site (upload it).`);
