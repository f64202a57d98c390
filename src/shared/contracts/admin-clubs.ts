import { z } from 'zod';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

const clubSchema = z.object({
  club_num: z.number().int(),
  club_name: z.string(),
  club_school: z.number().int(),
});

/** GET /api/admin/clubs?search=: clubs whose name contains the text (all when empty), by name, 20 at most. */
export const clubSearchQuerySchema = z.object({
  search: z
    .string()
    .max(33, { message: 'search may be at most 33 characters.', abort: true })
    .trim()
    .default(''),
});
export const adminClubsSchema = z.object({ data: z.array(clubSchema) });
export type AdminClubs = z.infer<typeof adminClubsSchema>;

const adminClubAreaSchema = z.object({
  area_id: z.number().int(),
  area_name: z.string(),
  /** The holder, or null when nobody holds the area. */
  club: clubSchema.nullable(),
  /** Tax in percent, as stored. */
  tax_rate: z.number().int(),
  ...versionField,
});
export type AdminClubArea = z.infer<typeof adminClubAreaSchema>;

/** GET /api/admin/clubs/areas: the areas with their holder and tax. */
export const adminClubAreasSchema = z.object({ data: z.array(adminClubAreaSchema) });
export type AdminClubAreas = z.infer<typeof adminClubAreasSchema>;

export const clubAreaParamsSchema = z.object({ id: wholeNumber({ name: 'id', min: 1, max: 32_767 }) });

/** PUT /api/admin/clubs/areas/:id: the holder (an existing club, or null) and the tax. */
export const clubAreaSaveSchema = z
  .object({
    club_num: z.number().int().min(1).max(2_147_483_647).nullable(),
    tax_rate: z
      .number({ error: 'The tax must be a whole number from 0 to 100.' })
      .int('The tax must be a whole number from 0 to 100.')
      .min(0, 'The tax must be a whole number from 0 to 100.')
      .max(100, 'The tax must be a whole number from 0 to 100.'),
  })
  .refine((v) => v.club_num !== null || v.tax_rate === 0, {
    path: ['tax_rate'],
    message: 'An area nobody holds charges no tax: set it to 0.',
  });
export type ClubAreaSave = z.infer<typeof clubAreaSaveSchema>;
