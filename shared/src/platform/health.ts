import * as z from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  service: z.string(),
  version: z.string(),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
