import { z } from 'zod';

const siteBannerSchema = z.object({
  id: z.number().int(),
  /** The banner image. */
  img_url: z.string(),
  /** Its pixel size (the carousel art is 615 x 210). */
  width: z.number().int(),
  height: z.number().int(),
  /** Where the carousel links; null: to the image itself. */
  link_url: z.string().nullable(),
  /** Text for screen readers (may be empty for purely decorative art). */
  alt: z.string(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

export const siteBannersResponseSchema = z.object({ data: z.array(siteBannerSchema) });
export type SiteBannersResponse = z.infer<typeof siteBannersResponseSchema>;
