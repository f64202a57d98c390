import { z } from 'zod';

/**
 * The version of a record its console form was loaded at: every edit form sends it back with its save, and
 * a save from an older version is refused with `stale_edit` (docs/decisions/0009-edit-versions.md).
 */
const versionSchema = z
  .number({ error: 'This save does not say which version of the record it edits: reload the page.' })
  .int('The version must be a whole number.')
  .positive('The version must be a whole number from 1.');

/** A record as the console reads it, with its version. */
export const versionField = { version: versionSchema };

/** The body of a console edit: the form's fields (their checks kept) and the version they were loaded at. */
export function versioned<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  body: z.ZodObject<Shape, Config>,
) {
  // safeExtend keeps the body's own checks (a refined object cannot be extended); its generic signature
  // cannot see that `version` is a new key, so the result is typed here.
  return body.safeExtend(versionField as never) as unknown as z.ZodObject<
    z.core.util.Extend<Shape, typeof versionField>,
    Config
  >;
}

/** What a console edit's service takes besides the form's fields. */
export interface Versioned {
  version: number;
}

/** A console list (`{ data: [...] }`) whose every record carries its version. */
export function withVersions<I extends z.ZodObject>(list: z.ZodObject<{ data: z.ZodArray<I> }>) {
  return z.object({ data: z.array(list.shape.data.element.extend(versionField)) });
}
