import { z } from 'zod';

/** Every error answer of the API has this body (ARCHITECTURE.md, Errors). */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's path ("shipping.pincode"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
