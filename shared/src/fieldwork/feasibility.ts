import * as z from 'zod';
import { reportedErrorSchema } from '../contracts/errors.ts';

/** READY: the panel can deliver; PENDING: still estimating; FAILED: it cannot. */
export const FEASIBILITY_STATUSES = ['READY', 'PENDING', 'FAILED'] as const;
export type FeasibilityStatus = (typeof FEASIBILITY_STATUSES)[number];

export const feasibilityItemSchema = z.object({
  assetId: z.string(),
  feasibility: z.boolean(),
  status: z.enum(FEASIBILITY_STATUSES),
});
export type FeasibilityItem = z.infer<typeof feasibilityItemSchema>;

export const FEASIBILITY_STATES = ['running', 'succeeded', 'failed', 'timed_out'] as const;
export type FeasibilityState = (typeof FEASIBILITY_STATES)[number];

/**
 * The latest feasibility run of a project (the checkout polls it). A failed or timed-out run
 * carries the `fieldwork.not_feasible` error: the web goes back to Review.
 */
export const feasibilityViewSchema = z.object({
  state: z.enum(FEASIBILITY_STATES),
  items: z.array(feasibilityItemSchema),
  error: reportedErrorSchema.optional(),
});
export type FeasibilityView = z.infer<typeof feasibilityViewSchema>;
