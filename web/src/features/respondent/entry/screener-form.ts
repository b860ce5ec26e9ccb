import * as z from 'zod';
import {
  GENDERS,
  screenerAnswersSchema,
  type ScreenerAnswers,
  type ScreenerOptions,
} from '../../../../../shared/src/fieldwork/index.ts';

/** What the screener form holds: text inputs, before they become the contract's answers. */
export interface ScreenerFormValues {
  age: string;
  gender: string;
  region: string;
}

/**
 * The screener's form rules for one test: an age in whole years, one of the test's genders, and
 * a region when the audience has regions. Messages are catalogue keys. Whether the answers fit
 * the quotas is the server's verdict (screen-out, over-quota), never the form's.
 */
export function screenerFormSchema(options: ScreenerOptions) {
  const genders = options.genders.length > 0 ? options.genders : [...GENDERS];
  const regionIds = options.regions.map((region) => region.id);
  return z
    .object({
      age: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .regex(/^(\d{1,3})?$/, 'validation.integer'),
      gender: z.string().refine((value) => (genders as string[]).includes(value), 'validation.required'),
      region: z.string(),
    })
    .superRefine((values, context) => {
      if (regionIds.length > 0 && !regionIds.includes(values.region))
        context.addIssue({ code: 'custom', path: ['region'], message: 'validation.required' });
    })
    .transform((values, context): ScreenerAnswers => {
      const answers = screenerAnswersSchema.safeParse({
        age: Number(values.age),
        gender: values.gender,
        ...(regionIds.length > 0 ? { region: values.region } : {}),
      });
      if (answers.success) return answers.data;
      context.addIssue({ code: 'custom', path: ['age'], message: 'validation.invalid' });
      return z.NEVER;
    });
}
