import { z } from 'zod';

/**
 * The paging fields every paged response carries (docs/product/api.md, Conventions; the classic clients read them):
 * computed by pageFields() in ../pager.ts.
 */
export const pageFieldsSchema = z.object({
  prev_page: z.number().int(),
  next_page: z.number().int(),
  last_page: z.number().int(),
  lpm1: z.number().int(),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;
