import * as z from 'zod';
import { reportedErrorSchema } from '../contracts/errors.ts';
import { AGE_GROUPS, AUDIENCE_SOURCES, PANEL_PROVIDERS } from '../projects/constants.ts';
import { CLOSE_REASONS, FIELDWORK_STATES, GENDERS, QUALITY_REASONS, TEST_PANELS } from './constants.ts';
import { sessionEndedSchema, sessionStartedSchema } from './schemas.ts';

/**
 * Path parameters and answers of the fieldwork routes around the data contract: the respondent
 * calls' ids, the entry's two answers, and what a client reads of its fieldwork.
 */

const publicId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `/t/{testId}`: the public test id of one panel's link. */
export const testParamsSchema = z.object({ testId: publicId });

/** `/sessions/{sessionId}`: the respondent's only credential (128 random bits, base64url). */
export const sessionParamsSchema = z.object({ sessionId: publicId });

/**
 * POST /t/{testId}/sessions answers either a started session (201) or how the entry ended
 * (200: screen-out, over-quota, closed; the redirect is the panel's return link).
 */
export const sessionEntrySchema = z.union([sessionStartedSchema, sessionEndedSchema]);
export type SessionEntry = z.infer<typeof sessionEntrySchema>;

export const fieldworkCellSchema = z.object({
  cellId: z.string(),
  ageGroup: z.enum([...AGE_GROUPS.national, ...AGE_GROUPS.primary]),
  gender: z.enum(GENDERS),
  /** Completes wanted in the cell. */
  target: z.number().int().min(0),
  completes: z.number().int().min(0),
  /** Sessions of the cell under way: each holds a slot until it completes or drops out. */
  inProgress: z.number().int().min(0),
});
export type FieldworkCell = z.infer<typeof fieldworkCellSchema>;

/**
 * What goes back to the client when a panel's refusal ends a bought project's fieldwork: part or
 * all of a card payment (`amount` in cents), the analysis credits, or nothing (nothing was paid, or
 * the credits pay for the results of the respondents who came).
 */
export const panelRefundSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), amount: z.number().int().min(0) }),
  z.object({ method: z.literal('credits'), analyses: z.number().int().min(0) }),
  z.object({ method: z.literal('none') }),
]);
export type PanelRefund = z.infer<typeof panelRefundSchema>;

/**
 * A fieldwork the panel provider's refusal ended (close reason `panel_error`), as its client reads
 * it: the refusal (stable code, its text in the caller's language, params), the completes that came
 * in before it, and what goes back (`refunding` until the provider confirmed; null while the
 * machine has not decided it yet).
 */
export const panelFailureViewSchema = z.object({
  error: reportedErrorSchema,
  delivered: z.number().int().min(0),
  settlement: z.object({ refund: panelRefundSchema, state: z.enum(['refunding', 'refunded']) }).nullable(),
});
export type PanelFailureView = z.infer<typeof panelFailureViewSchema>;

/** GET /projects/{projectId}/fieldwork: the live fieldwork view of a bought project. */
export const fieldworkViewSchema = z.object({
  projectId: z.string(),
  state: z.enum(FIELDWORK_STATES),
  /** The panel the project recruits from. */
  panel: z.enum(PANEL_PROVIDERS),
  /** Who answers: the panel, or the client's own audience through the direct link only (never simulated). */
  audienceSource: z.enum(AUDIENCE_SOURCES),
  /** True when respondents come from the simulated panel (local runtime, demos): results say so. */
  simulated: z.boolean(),
  /** n of N: completes so far and the sample size. */
  completes: z.number().int().min(0),
  sampleSize: z.number().int().min(0),
  cells: z.array(fieldworkCellSchema),
  /** Region option ids a respondent must be in; empty means any. */
  regions: z.array(z.string()),
  /** Every entry, whatever its outcome. */
  entries: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  screenouts: z.number().int().min(0),
  overquotas: z.number().int().min(0),
  dropouts: z.number().int().min(0),
  qualityTerminations: z.number().int().min(0),
  /** Quality terminations by reason (methodology, "Respondent quality"); they add up to qualityTerminations. */
  qualityReasons: z.record(z.enum(QUALITY_REASONS), z.number().int().min(0)),
  /** Among the respondents who passed the screener: who allowed the webcam, who refused. */
  webcam: z.object({ accepted: z.number().int().min(0), refused: z.number().int().min(0) }),
  /** ISO instants. */
  startedAt: z.string(),
  closesAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  /** Why a panel's refusal ended it and what goes back (close reason `panel_error`); null otherwise. */
  panelFailure: panelFailureViewSchema.nullable(),
  /** Seconds until the field time ends; 0 once closing or closed. */
  timeLeftSeconds: z.number().int().min(0),
});
export type FieldworkView = z.infer<typeof fieldworkViewSchema>;

export const testLinkSchema = z.object({
  panel: z.enum(TEST_PANELS),
  testId: z.string(),
  /**
   * The entry URL to give the panel: the respondent app with the panel's own placeholders for its
   * entry parameters (filled by the panel for each respondent); the direct link has none.
   */
  url: z.string(),
});
export type TestLink = z.infer<typeof testLinkSchema>;

/** GET /projects/{projectId}/test-links */
export const testLinksSchema = z.object({ items: z.array(testLinkSchema) });
export type TestLinks = z.infer<typeof testLinksSchema>;
