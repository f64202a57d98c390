import { z } from 'zod';

const clubAreaSchema = z.object({
  area_id: z.number().int(),
  area_name: z.string(),
  /** The holding club, or 'None'. */
  club_name: z.string(),
  /** Tax in percent (0 when nobody holds the area). */
  tax_rate: z.number().int(),
});

export const clubAreasResponseSchema = z.object({ data: z.array(clubAreaSchema) });
export type ClubAreasResponse = z.infer<typeof clubAreasResponseSchema>;
