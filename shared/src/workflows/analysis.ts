import * as z from 'zod';
import { idField } from '../accounts/fields.ts';
import { ANALYSIS_RUN_REASONS } from '../analysis/constants.ts';
import { LAMBDA_TRANSIENT_ERRORS, defineWorkflow } from './define.ts';

/** Input of the analysis state machine: which run of which project. */
export const analysisExecutionSchema = z.object({
  clientId: idField,
  projectId: idField,
  reason: z.enum(ANALYSIS_RUN_REASONS),
  /** Given when the trigger already took the slot for this run. */
  runId: z.string().optional(),
  /** Live runs: the completes the trigger counted. */
  completes: z.number().int().min(0).optional(),
  /** Final runs: when fieldwork closed. */
  closedAt: z.string().optional(),
});
export type AnalysisExecution = z.infer<typeof analysisExecutionSchema>;

const ENTRY = 'functions/src/analysis/tasks/run.ts';
/** The notices span domains (the project, its creator's preferences): the composition layer sends them. */
const NOTICES_ENTRY = 'functions/src/workflows/analysis/tasks.ts';

/** statemachines/analysis.asl.json */
export const analysisWorkflow = defineWorkflow('analysis', {
  input: analysisExecutionSchema,
  definitionFile: 'statemachines/analysis.asl.json',
  timeoutSeconds: 7200,
  service: 'analysis',
  tasks: {
    RunAnalysis: {
      resource: 'RunAnalysisFunctionArn',
      id: 'RunAnalysis',
      handler: { entry: ENTRY, export: 'runHandler' },
      input: analysisExecutionSchema,
      output: z.object({
        runId: z.string(),
        status: z.enum(['published', 'unchanged', 'busy']),
        partial: z.boolean(),
        refreshNormsOf: z.string().nullable(),
      }),
      errors: [],
      retry: [...LAMBDA_TRANSIENT_ERRORS, 'AnalysisBusy'],
    },
    RefreshNorms: {
      resource: 'RefreshNormsFunctionArn',
      id: 'RefreshNorms',
      handler: { entry: ENTRY, export: 'refreshNormsHandler' },
      input: z.object({ country: z.string().min(1) }),
      output: z.object({ version: z.number(), groups: z.number() }),
      errors: [],
      retry: [...LAMBDA_TRANSIENT_ERRORS],
    },
    NotifyResults: {
      resource: 'NotifyResultsFunctionArn',
      id: 'NotifyResults',
      handler: { entry: NOTICES_ENTRY, export: 'notifyResultsHandler' },
      input: z.object({ clientId: idField, projectId: idField }),
      output: z.object({ sentTo: z.string().nullable(), skipped: z.string().nullable() }),
      errors: [],
      retry: ['States.ALL'],
      // An e-mail that cannot be sent must not fail the analysis (nor raise its alarm).
      catch: 'NormsToRefresh',
    },
  },
});
