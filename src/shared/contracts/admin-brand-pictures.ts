import { z } from 'zod';
import { storedImageSchema } from './images.ts';
import { versionField } from './versions.ts';

/**
 * The operator's brand pictures (docs/product/site-settings.md, Brand pictures): the header's logo and its
 * variant for dark screens, the site icon and the link preview picture. Each is a picture uploaded for its
 * place (POST /api/admin/images with purpose site-logo, site-icon or site-social), or null for the site's
 * default.
 */
function uploaded(what: string) {
  const message = `${what} must be a picture uploaded on this page.`;
  return z
    .string()
    .max(100, message)
    .regex(/^\/media\/[0-9a-f]{64}\.(?:webp|png|jpg)$/, message)
    .nullable();
}

/** PUT /api/admin/brand-pictures: the address of each picture as its upload answered it, or null. */
export const brandPicturesSaveSchema = z.object({
  logo: uploaded('The logo'),
  logoDark: uploaded('The logo for dark screens'),
  icon: uploaded('The site icon'),
  social: uploaded('The link preview picture'),
});
export type BrandPicturesSave = z.infer<typeof brandPicturesSaveSchema>;

/** GET /api/admin/brand-pictures: each picture with its size (the icon with the sizes made from it), and the version. */
export const adminBrandPicturesSchema = z
  .object({
    logo: storedImageSchema.nullable(),
    logoDark: storedImageSchema.nullable(),
    icon: storedImageSchema.extend({ sizes: z.array(storedImageSchema) }).nullable(),
    social: storedImageSchema.nullable(),
  })
  .extend(versionField);
export type AdminBrandPictures = z.infer<typeof adminBrandPicturesSchema>;

export const brandPicturesSavedSchema = z.object({ message: z.string() });
