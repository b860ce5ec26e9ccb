import * as z from 'zod';

/**
 * What a project keeps of its analysis (`analysis` on GET /projects/{projectId}): which run made
 * the file the results screens read, whether fieldwork was still going (partial, n of N), and its
 * format version. The file itself comes from the analysis routes.
 */
export const analysisReferenceSchema = z.object({
  runId: z.string(),
  jsonVersion: z.number(),
  partial: z.boolean(),
  /** Completed respondents analysed, and the sample size bought. */
  n: z.number().int().min(0),
  target: z.number().int().min(0),
  generatedAt: z.string(),
  /** Simulated respondents among the n (the simulated panel, demos); absent on references written before. */
  simulated: z.number().int().min(0).optional(),
});
export type AnalysisReference = z.infer<typeof analysisReferenceSchema>;
