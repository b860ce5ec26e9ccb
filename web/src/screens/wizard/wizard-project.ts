import { z } from 'zod';
import { PROJECT_STATUSES } from '@adpulse/shared/projects/constants';

/**
 * The part of GET /projects/{id} the wizard guard reads. `ready` (all steps valid) is computed
 * by the wizard screens; until they exist a project is never ready, so checkout goes back to Review.
 */
export const wizardProjectSchema = z.object({
  status: z.union([z.enum(PROJECT_STATUSES), z.string()]),
  step: z.number().int(),
  ready: z.boolean().optional(),
});
export type WizardProject = z.infer<typeof wizardProjectSchema>;
