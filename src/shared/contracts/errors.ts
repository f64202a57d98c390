import { z } from 'zod';

/** The one error body every API failure uses (docs/product/api.md, Conventions). */
export const errorResponseSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
