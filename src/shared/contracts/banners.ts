import { z } from 'zod';

const siteBannerSchema = z.object({
  id: z.number().int(),
  /** The banner image; the carousel links to it too. */
  img_url: z.string(),
  /** Text for screen readers (may be empty for purely decorative art). */
  alt: z.string(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

export const siteBannersResponseSchema = z.object({ data: z.array(siteBannerSchema) });
export type SiteBannersResponse = z.infer<typeof siteBannersResponseSchema>;
