import * as z from 'zod';
import { DEFAULT_VIEWER, PREDICT_MEDIA_TYPES, VIEWERS } from '@adpulse/shared/projects/constants';
import { enumField } from '@adpulse/shared/projects/fields';
import { projectNameField } from '@adpulse/shared/projects/schemas';

export const predictFormSchema = z.object({
  name: projectNameField,
  predictMediaType: enumField(PREDICT_MEDIA_TYPES),
  viewer: enumField(VIEWERS),
  folder: z.string(),
});
export type PredictForm = z.infer<typeof predictFormSchema>;

export const PREDICT_FORM_DEFAULTS: PredictForm = {
  name: '',
  predictMediaType: 'video',
  viewer: DEFAULT_VIEWER,
  folder: '',
};

/** Where the quick predict is: the form, or one of its calls under way. */
export type PredictStage = 'form' | 'creating' | 'uploading' | 'buying';
