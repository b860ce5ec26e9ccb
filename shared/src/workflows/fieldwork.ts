import * as z from 'zod';
import { idField } from '../accounts/fields.ts';
import { LAMBDA_TRANSIENT_ERRORS, defineWorkflow } from './define.ts';

/** Input of the fieldwork state machine (started by the purchase once the project is active). */
export const fieldworkExecutionSchema = z.object({ clientId: idField, projectId: idField });
export type FieldworkExecution = z.infer<typeof fieldworkExecutionSchema>;

/** Check's state: the project and the simulated respondents sent so far. */
export const fieldworkCheckInputSchema = fieldworkExecutionSchema.extend({
  sent: z.number().int().min(0).default(0),
});

/**
 * The panel provider's refusals that end fieldwork (never retried): the audience's targeting, a
 * survey closed at the provider, our credentials, a project unknown there.
 */
export const PANEL_REFUSALS = [
  'fieldwork.panel_rejected_targeting',
  'fieldwork.panel_closed',
  'fieldwork.panel_bad_token',
  'fieldwork.panel_not_found',
] as const;
/** The error name of a provider that answered 429 or 5xx, or did not answer: the ASL retries it with back-off. */
export const PANEL_UNAVAILABLE = 'PanelUnavailable';

/** The project at the provider, as OpenPanel leaves it. */
const panelProjectSchema = z.object({ provider: z.string(), panelProjectId: z.string(), state: z.string() });

/** What a Catch adds before RecordPanelFailure: Step Functions' error name and cause. */
export const panelFailureInputSchema = fieldworkExecutionSchema.extend({
  failure: z.object({ Error: z.string(), Cause: z.string().optional() }),
});

const ENTRY = 'functions/src/workflows/fieldwork/tasks.ts';
const PANEL_RETRY = [...LAMBDA_TRANSIENT_ERRORS, PANEL_UNAVAILABLE];
const PANEL_FAILED = 'RecordPanelFailure';

/** statemachines/fieldwork.asl.json */
export const fieldworkWorkflow = defineWorkflow('fieldwork', {
  input: fieldworkExecutionSchema,
  definitionFile: 'statemachines/fieldwork.asl.json',
  service: 'fieldwork',
  tasks: {
    OpenPanel: {
      resource: 'OpenPanelFunctionArn',
      id: 'OpenPanel',
      handler: { entry: ENTRY, export: 'openPanelHandler' },
      input: fieldworkExecutionSchema,
      output: panelProjectSchema,
      errors: PANEL_REFUSALS,
      retry: PANEL_RETRY,
      catch: PANEL_FAILED,
    },
    Check: {
      resource: 'CheckFieldworkFunctionArn',
      id: 'CheckFieldwork',
      handler: { entry: ENTRY, export: 'checkHandler' },
      input: fieldworkCheckInputSchema,
      output: z.object({
        clientId: z.string(),
        projectId: z.string(),
        sent: z.number(),
        state: z.string(),
        closedAt: z.string().nullable(),
        waitSeconds: z.number(),
      }),
      errors: PANEL_REFUSALS,
      retry: [...PANEL_REFUSALS, PANEL_UNAVAILABLE, 'States.ALL'],
      catch: PANEL_FAILED,
    },
    ClosePanel: {
      resource: 'ClosePanelFunctionArn',
      id: 'ClosePanel',
      handler: { entry: ENTRY, export: 'closePanelHandler' },
      input: fieldworkExecutionSchema,
      output: z.object({
        provider: z.string(),
        panelProjectId: z.string().nullable(),
        ours: z.number(),
        accepted: z.number(),
        removed: z.number(),
        providerCompletes: z.number().nullable(),
        difference: z.number().nullable(),
        /** The code of a refusal at the close (recorded on the fieldwork; the final analysis still runs). */
        refused: z.string().nullable(),
      }),
      errors: [],
      retry: PANEL_RETRY,
    },
    FinalAnalysis: {
      resource: 'FinalAnalysisFunctionArn',
      id: 'FinalAnalysis',
      handler: { entry: ENTRY, export: 'finalAnalysisHandler' },
      input: fieldworkExecutionSchema.extend({ closedAt: z.string().min(1) }),
      output: z.object({ requested: z.literal(true) }),
      errors: [],
      retry: ['States.ALL'],
    },
    RecordPanelFailure: {
      resource: 'RecordPanelFailureFunctionArn',
      id: 'RecordPanelFailure',
      handler: { entry: ENTRY, export: 'recordPanelFailureHandler' },
      input: panelFailureInputSchema,
      output: z.object({
        code: z.string(),
        recorded: z.boolean(),
        /** After a refusal: the completes delivered, how the undelivered part went back, how the project ended. */
        delivered: z.number().nullable(),
        refund: z.enum(['card', 'credits', 'none']).nullable(),
        project: z.enum(['closed', 'final_analysis']).nullable(),
      }),
      errors: [],
      // Every step is repeatable (the refund is claimed once, the settlement decided once).
      retry: [...LAMBDA_TRANSIENT_ERRORS, 'States.ALL'],
    },
  },
});
