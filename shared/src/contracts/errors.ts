import * as z from 'zod';
import type { Messages } from '../i18n/index.ts';
import { DECLINE_REASONS } from '../billing/decline-reasons.ts';
import { PANEL_PROVIDER_NAMES } from '../projects/constants.ts';

/**
 * Every error the API answers, by stable code. A code never changes meaning: clients (the web
 * app, API users) branch on it and pick their text from it, never from `message`. Each code
 * has its HTTP status, the catalogue key of its text and the schema of its parameters (the
 * values the text is filled with).
 */
/** A text of the catalogue's errors; a plural text by its base key (`uploadDuration` of `uploadDuration_one`). */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type ErrorMessageKey = `errors.${PluralBase<keyof Messages['errors'] & string>}`;

export interface ErrorSpec<P extends z.ZodObject = z.ZodObject> {
  status: number;
  message: ErrorMessageKey;
  params: P;
  /** The param whose value picks a variant of the text (`errors.payment_insufficient_funds`), as an i18next context. */
  variantBy?: keyof z.output<P> & string;
  /** The param that counts something in the text: it picks the plural form (`_one`, `_other`). */
  countBy?: keyof z.output<P> & string;
}

const noParams = z.object({});
/** The panel provider a refusal came from (`dynata`, `pure-spectrum`). */
const panelParams = z.object({ provider: z.string() });

function error<P extends z.ZodObject = typeof noParams>(
  status: number,
  message: ErrorMessageKey,
  params?: P,
  text: Pick<ErrorSpec<P>, 'variantBy' | 'countBy'> = {},
): ErrorSpec<P> {
  return { status, message, params: (params ?? noParams) as P, ...text };
}

export const ERRORS = {
  /** One detail per invalid field; also a body that is not JSON. */
  'common.validation': error(400, 'errors.default'),
  /** The thing does not exist, or belongs to another client (never tell which). */
  'common.not_found': error(404, 'errors.notFound'),
  'common.method_not_allowed': error(405, 'errors.methodNotAllowed'),
  /** The same thing is being changed by another request right now: try again. */
  'common.conflict': error(409, 'errors.conflict'),
  'common.payload_too_large': error(413, 'errors.payloadTooLarge'),
  /** Overload: the work could not be done before the request's deadline; try again later. Never a 500. */
  'common.busy': error(429, 'errors.rateLimited'),
  'common.internal': error(500, 'errors.default'),

  /** No live session: missing, expired or revoked token. */
  'auth.unauthorized': error(401, 'errors.unauthorized'),
  /** The caller's role may not use this screen's calls (spec section 6). */
  'auth.forbidden': error(403, 'errors.forbidden'),
  'auth.login_failed': error(401, 'errors.loginFailed'),
  'auth.rate_limited': error(429, 'errors.rateLimited'),
  /** A confirmation or reset link that is used, expired or unknown. */
  'auth.link_expired': error(400, 'errors.linkExpired'),

  'accounts.email_taken': error(409, 'errors.emailNotAvailable'),
  'accounts.branch_in_use': error(409, 'errors.branchInUse'),
  /** The caller sent the most support messages one user may send in a window (SUPPORT_MESSAGE_LIMIT). */
  'support.rate_limited': error(
    429,
    'errors.supportRateLimited',
    z.object({ limit: z.number(), minutes: z.number() }),
    { countBy: 'minutes' },
  ),

  'projects.not_editable': error(409, 'errors.projectNotEditable'),
  'projects.busy': error(409, 'errors.projectBusy'),
  'projects.paying': error(409, 'errors.projectPaying'),
  'projects.create_failed': error(500, 'errors.createProject'),
  /** A contract product (custom, researchonly) asked for by a client without a contract (a regular one). */
  'projects.product_not_offered': error(403, 'errors.productNotOffered'),

  /** The folder holds projects the caller cannot see (another branch's): it may not rename or delete it. */
  'folders.hidden_projects': error(409, 'errors.folderHasHiddenProjects'),

  /** More stimuli than the package allows. */
  'assets.max_allowance': error(400, 'errors.maxAllowanceExceeded'),
  /** Another upload of the project is still under way. */
  'assets.multiple_files': error(400, 'errors.uploadMultipleFiles'),
  'assets.invalid_format': error(400, 'errors.uploadInvalidFormat'),
  /** A predict project's file of the other media kind: the text lists only its kind's formats. */
  'assets.invalid_video_format': error(400, 'errors.uploadInvalidVideoFormat'),
  'assets.invalid_image_format': error(400, 'errors.uploadInvalidImageFormat'),
  'assets.duration_limit': error(400, 'errors.uploadDuration', z.object({ minutes: z.number() }), {
    countBy: 'minutes',
  }),
  'assets.size_limit': error(400, 'errors.uploadSize', z.object({ value: z.number() })),

  /** The checkout gate: the details name the steps to fix. */
  'fieldwork.incomplete_project': error(400, 'errors.incompleteProject'),
  /** The panel cannot reach the audience of some stimuli, or did not answer in time. */
  'fieldwork.not_feasible': error(422, 'errors.projectFeasibility'),
  /** The project has no fieldwork yet (not bought, or its launch is still under way). */
  'fieldwork.not_launched': error(409, 'errors.fieldworkNotLaunched'),
  /** A close of fieldwork that is no longer fielding (already closing, or closed). */
  'fieldwork.not_fielding': error(409, 'errors.fieldworkNotFielding'),
  /** A respondent call on a session that completed, dropped out or whose fieldwork closed. */
  'fieldwork.session_ended': error(409, 'errors.sessionEnded'),
  /** Measurements of a respondent who refused the webcam. */
  'fieldwork.webcam_declined': error(409, 'errors.webcamDeclined'),
  /** More samples than the session's stimuli can hold (MAX_SESSION_SAMPLE_HZ). */
  'fieldwork.sample_limit': error(422, 'errors.sampleLimit'),
  'fieldwork.answers_missing': error(409, 'errors.answersMissing'),
  /** Overload (throttled storage, contended quota): the caller retries after a pause. */
  'fieldwork.busy': error(429, 'errors.busy'),
  'fieldwork.rate_limited': error(429, 'errors.rateLimited'),
  /** A live panel's entry whose link is missing, altered or not signed by the provider (links.ts verifyEntry). */
  'fieldwork.entry_signature': error(403, 'errors.entrySignature'),
  /**
   * A panel provider's documented refusals in the fieldwork machine (panel-life.ts), recorded on
   * the fieldwork that they ended: the audience's targeting refused, the survey closed at the
   * provider, our credentials refused, the project unknown there.
   */
  'fieldwork.panel_rejected_targeting': error(422, 'errors.panelRejectedTargeting', panelParams),
  'fieldwork.panel_closed': error(409, 'errors.panelClosed', panelParams),
  'fieldwork.panel_bad_token': error(502, 'errors.panelBadToken', panelParams),
  'fieldwork.panel_not_found': error(502, 'errors.panelNotFound', panelParams),

  /** A re-run of a project that has no fieldwork yet (pending). */
  'analysis.not_runnable': error(409, 'errors.analysisNotRunnable'),
  /** A project already has the most live guest links it may have. */
  'sharing.too_many_tokens': error(409, 'errors.tooManySharingTokens', z.object({ max: z.number() })),

  'purchase.cannot_buy': error(400, 'errors.cannotBuy'),
  /** The card was refused; `reason` is the provider's, when we have a text for it (the card's own message). */
  'purchase.payment_declined': error(
    402,
    'errors.payment',
    z.object({ reason: z.enum(DECLINE_REASONS).optional() }),
    { variantBy: 'reason' },
  ),
  'purchase.no_subscription': error(402, 'errors.noSubscription'),
  'purchase.subscription_expired': error(402, 'errors.subscriptionExpired'),
  'purchase.not_enough_analyses': error(
    402,
    'errors.notEnoughAnalyses',
    z.object({ needed: z.number(), available: z.number() }),
  ),
  /** The purchase stopped for a reason of ours (a failed step, a stopped execution). */
  'purchase.failed': error(500, 'errors.default'),

  /** A custom client's plan is part of its contract: operators change it. */
  'billing.plan_managed': error(409, 'errors.planManaged'),
  /** The client is already on this plan and cycle. */
  'billing.plan_unchanged': error(409, 'errors.planUnchanged'),
  /** A payment needs the client's billing information; the details name the missing fields. */
  'billing.billing_info_incomplete': error(400, 'errors.billingInfoIncomplete'),
  /** A payment provider's notification whose signature does not verify. */
  'billing.webhook_rejected': error(400, 'errors.default'),
  /** Stripe's keys are not set on this installation (the webhook of a deployment without Stripe). */
  'billing.stripe_not_configured': error(503, 'errors.paymentsUnavailable'),
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export type ErrorParams<C extends ErrorCode> = z.output<(typeof ERRORS)[C]['params']>;

/** A panel provider's id (`pure-spectrum`) as its name (`PureSpectrum`); any other value as it is. */
const providerName = (provider: string | number | undefined) =>
  typeof provider === 'string' && Object.hasOwn(PANEL_PROVIDER_NAMES, provider)
    ? PANEL_PROVIDER_NAMES[provider as keyof typeof PANEL_PROVIDER_NAMES]
    : provider;

/**
 * What an error's text is filled with: its params (a panel provider by its name, not its id), plus
 * the i18next context and count its spec names.
 */
export function errorTextValues(
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> | undefined,
): Record<string, string | number> {
  const spec: ErrorSpec = ERRORS[code];
  const variant = spec.variantBy ? params?.[spec.variantBy] : undefined;
  const count = spec.countBy ? params?.[spec.countBy] : undefined;
  const provider = providerName(params?.provider);
  return {
    ...params,
    ...(provider === undefined ? {} : { provider }),
    ...(variant === undefined ? {} : { context: String(variant) }),
    ...(typeof count === 'number' ? { count } : {}),
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** A field's problem: `code` is a catalogue key (`validation.required`, or an `errors.*` text) filled with the field's label. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  code: z.string().regex(/^(validation|errors)\.\w+$/),
  /** The text in the caller's language, for API users; the web reads `code`. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The error body of every non-2xx answer. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  /** The text in the caller's Accept-Language, for API users; the web reads `code` and `params`. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  details: z.array(fieldIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * A failure reported inside a 2xx answer (a purchase or feasibility run that ended badly): the
 * same body as a route's error (a task's `DomainError` read back keeps its params and details).
 */
export const reportedErrorSchema = apiErrorSchema;
export type ReportedError = z.infer<typeof reportedErrorSchema>;
