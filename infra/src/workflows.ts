import { ENV, type EnvName } from '@adpulse/shared';
import type { DomainAccess } from './domain-access.ts';

export interface TaskFunctionSpec {
  /** `${Placeholder}` in the ASL file, replaced by the function's ARN. */
  placeholder: string;
  /** Construct id of the task function. */
  id: string;
  entry: string;
  handlerExport: string;
  service: string;
  description: string;
  /**
   * What the task touches. A task may start only a state machine listed before its own in
   * WORKFLOWS (the stack builds them in that order and gives the task the ARN's variable).
   */
  access?: DomainAccess;
  environment?: Record<string, string>;
  /** Lambda timeout; default 10 s. Keep it under the Task state's TimeoutSeconds. */
  timeoutSeconds?: number;
  /** Default 512 MB (memory also brings the CPU). */
  memorySize?: number;
  /** /tmp size in MiB; default 512. */
  ephemeralStorageMiB?: number;
  /** Loads sharp, ffmpeg and ffprobe from the media layer (and so runs on its architecture). */
  media?: boolean;
}

export const WORKFLOW_NAMES = ['feasibility', 'analysis', 'fieldwork', 'purchase'] as const;
export type WorkflowName = (typeof WORKFLOW_NAMES)[number];

export interface WorkflowSpec {
  /** Short name; the state machine is named `adpulse-<name>`. */
  name: WorkflowName;
  /** ASL file, relative to the repository root. */
  definitionFile: string;
  /** Lambda environment variable carrying the state machine ARN to the API functions. */
  arnEnv: EnvName;
  tasks: readonly TaskFunctionSpec[];
  /**
   * Failed executions in 15 minutes that raise the alarm. Fail states that are business
   * answers (NotFeasible, a refused card) count as failed executions too, so such machines
   * alarm on a burst.
   */
  failedAlarmThreshold: number;
}

const PURCHASE_TASKS_ENTRY = 'functions/src/billing/tasks/purchase.ts';
const purchaseTask = (
  placeholder: string,
  id: string,
  handlerExport: string,
  description: string,
  access: TaskFunctionSpec['access'],
  environment?: Record<string, string>,
): TaskFunctionSpec => ({
  placeholder,
  id,
  entry: PURCHASE_TASKS_ENTRY,
  handlerExport,
  service: 'billing',
  description: `Purchase: ${description}`,
  access,
  ...(environment ? { environment } : {}),
});

/** Every state machine of the product and the Lambda tasks it calls. */
export const WORKFLOWS: readonly WorkflowSpec[] = [
  {
    name: 'feasibility',
    definitionFile: 'statemachines/feasibility.asl.json',
    arnEnv: ENV.feasibilityStateMachineArn,
    failedAlarmThreshold: 5,
    tasks: [
      {
        placeholder: 'CheckFeasibilityFunctionArn',
        id: 'CheckFeasibility',
        entry: 'functions/src/fieldwork/tasks/feasibility.ts',
        handlerExport: 'handler',
        service: 'fieldwork',
        description:
          'Feasibility poll: asks the panel provider whether each stimulus can get its respondents',
        environment: { PANEL_MODE: 'simulated' },
      },
    ],
  },
  {
    name: 'analysis',
    definitionFile: 'statemachines/analysis.asl.json',
    arnEnv: ENV.analysisStateMachineArn,
    failedAlarmThreshold: 3,
    tasks: [
      {
        placeholder: 'RunAnalysisFunctionArn',
        id: 'RunAnalysis',
        entry: 'functions/src/analysis/tasks/run.ts',
        handlerExport: 'runHandler',
        service: 'analysis',
        description:
          'Analysis: sessions to the analysis file, CSV and saliency images (final, live or re-run)',
        // Sessions are read from the fieldwork server's store: summaries in the table, samples in S3.
        access: { table: 'readWrite', results: 'readWrite', samples: 'read' },
        // The bench: 300 respondents x 2 x 120 s with images in under 5 s and 512 MB on one core;
        // 2 GB gives the key-frame extraction (ffmpeg) its CPU and room for larger projects.
        timeoutSeconds: 840,
        memorySize: 2048,
        ephemeralStorageMiB: 2048,
        media: true,
      },
      {
        placeholder: 'RefreshNormsFunctionArn',
        id: 'RefreshNorms',
        entry: 'functions/src/analysis/tasks/run.ts',
        handlerExport: 'refreshNormsHandler',
        service: 'analysis',
        description: "Analysis: recompute a country's norms from its closed projects",
        access: { table: 'readWrite' },
        timeoutSeconds: 60,
      },
    ],
  },
  {
    name: 'fieldwork',
    definitionFile: 'statemachines/fieldwork.asl.json',
    arnEnv: ENV.fieldworkStateMachineArn,
    failedAlarmThreshold: 3,
    tasks: [
      {
        placeholder: 'CheckFieldworkFunctionArn',
        id: 'CheckFieldwork',
        entry: 'functions/src/fieldwork/tasks/fieldwork.ts',
        handlerExport: 'checkHandler',
        service: 'fieldwork',
        description:
          'Fieldwork: drop-outs, close on sample or time, live analysis (debounced); the simulated panel sends respondents',
        // The simulated panel's respondents go through the respondent calls: samples to S3.
        access: { table: 'readWrite', samples: 'readWrite', results: 'read', workflows: ['analysis'] },
        environment: { PANEL_MODE: 'simulated' },
        timeoutSeconds: 120,
        memorySize: 1024,
      },
      {
        placeholder: 'FinalAnalysisFunctionArn',
        id: 'FinalAnalysis',
        entry: 'functions/src/fieldwork/tasks/fieldwork.ts',
        handlerExport: 'finalAnalysisHandler',
        service: 'fieldwork',
        description: 'Fieldwork closed: start the final analysis (it closes the project)',
        access: { table: 'read', workflows: ['analysis'] },
        timeoutSeconds: 30,
      },
    ],
  },
  {
    name: 'purchase',
    definitionFile: 'statemachines/purchase.asl.json',
    arnEnv: ENV.purchaseStateMachineArn,
    failedAlarmThreshold: 5,
    tasks: [
      purchaseTask(
        'ValidatePurchaseFunctionArn',
        'ValidatePurchase',
        'validateHandler',
        'validate the order',
        { table: 'read' },
      ),
      {
        ...purchaseTask('ChargeFunctionArn', 'Charge', 'chargeHandler', 'charge the card once per project', {
          table: 'readWrite',
          idempotency: true,
          paymentSecret: true,
        }),
        // The payment provider may be slow; the Charge state allows 60 s.
        timeoutSeconds: 30,
      },
      purchaseTask(
        'ConsumeCreditsFunctionArn',
        'ConsumeCredits',
        'consumeCreditsHandler',
        'consume analysis credits',
        {
          table: 'readWrite',
        },
      ),
      purchaseTask(
        'ActivateProjectFunctionArn',
        'ActivateProject',
        'activateHandler',
        'activate the project',
        { table: 'readWrite' },
      ),
      purchaseTask(
        'LaunchFieldworkFunctionArn',
        'LaunchFieldwork',
        'launchFieldworkHandler',
        'create the respondent test link and start the fieldwork machine',
        { table: 'readWrite', workflows: ['fieldwork'] },
        { PANEL_MODE: 'simulated' },
      ),
      purchaseTask('NotifyPurchaseFunctionArn', 'NotifyPurchase', 'notifyHandler', 'e-mail the buyer', {
        table: 'read',
        mail: true,
      }),
      // The invoice's PDF goes to the results bucket.
      {
        ...purchaseTask(
          'InvoicePurchaseFunctionArn',
          'InvoicePurchase',
          'invoiceHandler',
          'invoice a card payment',
          { table: 'readWrite', results: 'readWrite' },
        ),
        timeoutSeconds: 30,
      },
      purchaseTask(
        'RecordPurchaseFailureFunctionArn',
        'RecordPurchaseFailure',
        'recordFailureHandler',
        'record why it failed',
        {
          table: 'readWrite',
        },
      ),
    ],
  },
];

/** `${Name}` placeholders of an ASL text, as CloudFormation DefinitionSubstitutions sees them. */
export function placeholdersOf(definition: string): string[] {
  return [...new Set([...definition.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] as string))];
}
