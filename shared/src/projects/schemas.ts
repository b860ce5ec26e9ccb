import * as z from 'zod';
import { MESSAGE, idField, requiredText } from '../accounts/fields.ts';
import { analysisReferenceSchema } from '../analysis/reference.ts';
import {
  CHOICE_QUESTION_TYPES,
  CLOSED_PAGE_SIZE,
  DEFAULT_FOLDER_FILTER,
  DEFAULT_SORT,
  DEFAULT_VIEWER,
  FOLDER_FILTERS,
  LIST_MAX_LIMIT,
  LIST_MAX_SKIP,
  MAX_QUESTIONS,
  MIN_CHOICE_ANSWERS,
  AUDIENCE_SOURCES,
  PANEL_PROVIDERS,
  POPULATIONS,
  PREDICT_MEDIA_TYPES,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  QUESTION_TYPES,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SORT_ORDERS,
  VIEWERS,
  WIZARD_STEPS,
} from './constants.ts';
import { boundedText, enumField, queryInteger, requiredOrInvalid } from './fields.ts';

export const projectNameField = requiredText(PROJECT_NAME_MAX);

export const stepField = z
  .number({ error: requiredOrInvalid })
  .int(MESSAGE.integer)
  .min(WIZARD_STEPS.audience, MESSAGE.invalid)
  .max(WIZARD_STEPS.completed, MESSAGE.invalid);

const flag = z.boolean({ error: MESSAGE.invalid });

/**
 * The audience (spec section 3). Every field is optional: the wizard saves as the user goes;
 * the step rules of section 4 say what must be present before moving on.
 */
export const audienceSchema = z
  .object({
    country: boundedText(8),
    language: boundedText(16),
    population: enumField(POPULATIONS),
    category: boundedText(100),
    genre: z.object({ male: flag, female: flag }),
    group18_25: flag,
    group26_35: flag,
    group36_45: flag,
    group46_55: flag,
    group56_75: flag,
    group18_34: flag,
    group35_54: flag,
    group55_64: flag,
    refineAudience: flag,
    region: z.array(boundedText(64)).max(200, MESSAGE.invalid),
    regionsAttributeId: boundedText(64),
    channel: boundedText(64),
    sampleSize: z.union([z.literal(50), z.literal(150), z.literal(300)], { error: MESSAGE.invalid }),
    /** Who answers: the panel (default) or the client's own audience through the direct link. */
    source: enumField(AUDIENCE_SOURCES),
  })
  .partial();
export type Audience = z.infer<typeof audienceSchema>;

export const paymentSchema = z
  .object({
    company: boundedText(200),
    vat: z
      .string({ error: MESSAGE.invalid })
      .trim()
      .regex(/^\d{11}$/, 'validation.vat'),
    address: boundedText(200),
    country: boundedText(64),
    zip: boundedText(16),
    city: boundedText(100),
    province: boundedText(100),
    recipientCode: boundedText(16),
    pec: z.string({ error: MESSAGE.invalid }).trim().max(254, MESSAGE.email).pipe(z.email(MESSAGE.email)),
    po: boundedText(100),
    acceptedTerms: flag,
  })
  .partial();
export type Payment = z.infer<typeof paymentSchema>;

export const questionSchema = z
  .object({
    type: enumField(QUESTION_TYPES),
    text: requiredText(500),
    answers: z.object({
      answerList: z.array(requiredText(200)).max(20, MESSAGE.invalid).default([]),
      randomOrder: flag.default(false),
    }),
  })
  .refine(
    (question) =>
      !CHOICE_QUESTION_TYPES.includes(question.type) ||
      question.answers.answerList.length >= MIN_CHOICE_ANSWERS,
    { path: ['answers', 'answerList'], error: MESSAGE.invalid },
  );
export type Question = z.infer<typeof questionSchema>;

export const questionsField = z.array(questionSchema).max(MAX_QUESTIONS, MESSAGE.invalid);

/** What a dashboard card needs; list and search calls answer these. */
export const projectSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  step: stepField,
  viewer: z.enum(VIEWERS),
  predictMediaType: z.enum(PREDICT_MEDIA_TYPES).optional(),
  thumbnail: z.string().nullable(),
  /** Lists and search: a signed link (1 h) to the card's picture, the first ready stimulus's thumbnail. */
  thumbnailUrl: z.string().optional(),
  folder: z.string().nullable(),
  branchId: z.string().optional(),
  /** ISO 8601 instants. */
  created: z.string(),
  closed: z.string().nullable(),
  /** True when the project's results come, wholly or partly, from simulated respondents (the card says so). */
  simulated: z.boolean().optional(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A whole project (spec section 3). `analysis` names the file its results read (null before fieldwork). */
export const projectSchema = projectSummarySchema.extend({
  panelProvider: z.enum(PANEL_PROVIDERS),
  country: z.string().nullable(),
  audience: audienceSchema,
  questions: z.array(questionSchema),
  /** Respondents are asked the attention check after the questions (off by default; methodology, "Respondent quality"). */
  attentionCheck: z.boolean(),
  payment: paymentSchema,
  analysis: analysisReferenceSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** POST /projects. A predict project names its media type; other types have none. */
export const createProjectRequestSchema = z
  .object({
    name: projectNameField,
    type: enumField(PROJECT_TYPES),
    viewer: enumField(VIEWERS).default(DEFAULT_VIEWER),
    predictMediaType: enumField(PREDICT_MEDIA_TYPES).optional(),
    branchId: idField.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.type === 'predict' && !request.predictMediaType) {
      ctx.addIssue({ code: 'custom', path: ['predictMediaType'], message: MESSAGE.required });
    }
    if (request.type !== 'predict' && request.predictMediaType) {
      ctx.addIssue({ code: 'custom', path: ['predictMediaType'], message: MESSAGE.invalid });
    }
  });
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;
export type CreateProject = z.output<typeof createProjectRequestSchema>;

/**
 * PATCH /projects/{projectId}: each field given replaces the stored one (audience and payment
 * as whole objects); fields not listed (status, created, ...) are read-only and ignored.
 * `folder: null` takes the project out of its folder; `branchId: null` unassigns it.
 */
export const updateProjectRequestSchema = z
  .object({
    name: projectNameField,
    type: enumField(PROJECT_TYPES),
    viewer: enumField(VIEWERS),
    panelProvider: enumField(PANEL_PROVIDERS),
    predictMediaType: enumField(PREDICT_MEDIA_TYPES).nullable(),
    step: stepField,
    country: boundedText(8).nullable(),
    audience: audienceSchema,
    questions: questionsField,
    attentionCheck: z.boolean(),
    payment: paymentSchema,
    branchId: idField.nullable(),
    folder: idField.nullable(),
  })
  .partial();
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;
export type UpdateProject = z.output<typeof updateProjectRequestSchema>;

export const projectStatusField = enumField(PROJECT_STATUSES);
export const sortField = enumField(SORT_ORDERS).default(DEFAULT_SORT);

/**
 * GET /clients/{clientId}/projects. Without projectsStatus the list holds the three statuses in
 * group order (pending, active, closed), each sorted by created date.
 */
export const listProjectsQuerySchema = z.object({
  limit: queryInteger(CLOSED_PAGE_SIZE, 1, LIST_MAX_LIMIT),
  skip: queryInteger(0, 0, LIST_MAX_SKIP),
  projectsStatus: projectStatusField.optional(),
  sort: sortField,
  projectsInfolder: enumField(FOLDER_FILTERS).default(DEFAULT_FOLDER_FILTER),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;
export type ProjectListOptions = z.output<typeof listProjectsQuerySchema>;

export const searchProjectsQuerySchema = z.object({
  search: requiredText(100),
  limit: queryInteger(SEARCH_DEFAULT_LIMIT, 1, SEARCH_MAX_LIMIT),
});
export type SearchProjectsQuery = z.input<typeof searchProjectsQuerySchema>;

export const projectListSchema = z.object({ items: z.array(projectSummarySchema), total: z.number().int() });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectSearchResultSchema = z.object({ items: z.array(projectSummarySchema) });
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>;

export const clientProjectsParamsSchema = z.object({ clientId: idField });
export const projectParamsSchema = z.object({ projectId: idField });
