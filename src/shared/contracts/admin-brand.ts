import { z } from 'zod';
import { contrastChecks, contrastMessage } from '../brand-colours.ts';
import {
  REQUIREMENT_COMPONENT_MAX,
  REQUIREMENT_ROWS_MAX,
  REQUIREMENT_VALUE_MAX,
} from '../brand-requirements.ts';
import { FOOTER_COPYRIGHT_MAX, FOOTER_SINCE_MAX, HOMETOWN_MAX } from '../brand-texts.ts';
import { normalHex } from '../contrast.ts';
import { siteBrandSchema } from './site.ts';
import { versionField } from './versions.ts';

/** A colour field: '#rrggbb' or '#rgb' (stored as '#rrggbb'), or empty / null for today's colour. */
function colour(what: string) {
  return z
    .string()
    .max(20, `${what} must be a colour like #e0b455.`)
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value.trim() === '') return null;
      const hex = normalHex(value);
      if (!hex) ctx.addIssue({ code: 'custom', message: `${what} must be a colour like #e0b455.` });
      return hex;
    });
}

/**
 * PUT /api/admin/brand/colours. A pair that would leave any text below WCAG AA (4.5:1) is refused, each
 * failing pair named with its ratio under the field it depends on (src/shared/brand-colours.ts); the
 * console runs the same check as the operator types.
 */
export const brandColoursSaveSchema = z
  .object({ accent: colour('The accent'), background: colour('The background') })
  .superRefine((colours, ctx) => {
    for (const check of contrastChecks(colours)) {
      if (!check.passes)
        ctx.addIssue({ code: 'custom', path: [check.field], message: contrastMessage(check) });
    }
  });
export type BrandColoursInput = z.input<typeof brandColoursSaveSchema>;
export type BrandColoursSave = z.output<typeof brandColoursSaveSchema>;

function line(what: string, max: number) {
  return z.string().trim().max(max, `${what} can be at most ${max} characters.`);
}

const requirementRow = z.object({
  component: z
    .string()
    .trim()
    .min(1, 'Each row needs its component (CPU, RAM, ...).')
    .max(REQUIREMENT_COMPONENT_MAX, `A component can be at most ${REQUIREMENT_COMPONENT_MAX} characters.`),
  minimum: z
    .string()
    .trim()
    .min(1, 'Each row needs its minimum.')
    .max(REQUIREMENT_VALUE_MAX, `A minimum can be at most ${REQUIREMENT_VALUE_MAX} characters.`),
  recommended: z
    .string()
    .trim()
    .max(REQUIREMENT_VALUE_MAX, `A recommendation can be at most ${REQUIREMENT_VALUE_MAX} characters.`),
});

/** PUT /api/admin/brand/texts. An empty line hides it; an empty table hides the requirements. */
export const brandTextsSaveSchema = z.object({
  footerCopyright: line('The copyright line', FOOTER_COPYRIGHT_MAX),
  footerSince: line('The second footer line', FOOTER_SINCE_MAX),
  hometown: line('The hometown line', HOMETOWN_MAX),
  requirements: z
    .array(requirementRow)
    .max(REQUIREMENT_ROWS_MAX, `The requirements can have at most ${REQUIREMENT_ROWS_MAX} rows.`),
});
export type BrandTextsSave = z.infer<typeof brandTextsSaveSchema>;

/**
 * The texts route's body limit (plugins/request-body.ts): every character of every field \u-escaped (six
 * bytes), with room for the keys and the version.
 */
export const BRAND_TEXTS_BODY_LIMIT =
  6 *
    (FOOTER_COPYRIGHT_MAX +
      FOOTER_SINCE_MAX +
      HOMETOWN_MAX +
      REQUIREMENT_ROWS_MAX * (REQUIREMENT_COMPONENT_MAX + 2 * REQUIREMENT_VALUE_MAX)) +
  4096;

/** GET /api/admin/brand: the colours and texts as stored (null: the default), with the row's version. */
export const adminBrandSchema = siteBrandSchema.extend(versionField);
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const brandSavedSchema = z.object({ message: z.string() });
