import * as z from 'zod';

/** A number a screen shows: the value, its 95% interval and the n behind it. */
export const estimateSchema = z.object({
  value: z.number(),
  low: z.number(),
  high: z.number(),
  n: z.number().int().min(0),
});
export type Estimate = z.infer<typeof estimateSchema>;
