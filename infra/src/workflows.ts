import { ENV, type EnvName } from '@adpulse/shared';
import {
  WORKFLOW_DEFINITIONS,
  analysisWorkflow,
  feasibilityWorkflow,
  fieldworkWorkflow,
  purchaseWorkflow,
  sweeperWorkflow,
  type WorkflowDefinition,
  type WorkflowName,
} from '@adpulse/shared/workflows/index';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { NodeFunction } from './constructs/node-function.ts';
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

export type { WorkflowName } from '@adpulse/shared/workflows/index';

/** The state machines in the order the stack builds them (a task may start only one built before its own). */
export const WORKFLOW_NAMES = WORKFLOW_DEFINITIONS.map((workflow) => workflow.name);

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

/** What only the deployment decides about a task's function; the binding comes from the definition. */
type TaskSettings = Omit<TaskFunctionSpec, 'placeholder' | 'id' | 'entry' | 'handlerExport' | 'service'>;

/** A workflow's deployment: for each Task state of its definition (TypeScript checks every one is here), its function's settings. */
interface WorkflowSettings<W extends WorkflowDefinition> {
  arnEnv: EnvName;
  failedAlarmThreshold: number;
  tasks: { [K in keyof W['tasks']]: TaskSettings };
}

/**
 * The CDK wiring of one workflow, from its definition (`shared/src/workflows/`): each task's
 * placeholder, function id, entry and handler export are the definition's; never strings here.
 */
function deployed<W extends WorkflowDefinition>(workflow: W, settings: WorkflowSettings<W>): WorkflowSpec {
  return {
    name: workflow.name as WorkflowName,
    definitionFile: workflow.definitionFile,
    arnEnv: settings.arnEnv,
    failedAlarmThreshold: settings.failedAlarmThreshold,
    tasks: Object.entries(workflow.tasks).map(([state, task]) => ({
      ...settings.tasks[state as keyof W['tasks']],
      placeholder: task.resource,
      id: task.id,
      entry: task.handler.entry,
      handlerExport: task.handler.export,
      service: workflow.service,
    })),
  };
}

/** Every state machine of the product and the Lambda tasks it calls. */
export const WORKFLOWS: readonly WorkflowSpec[] = [
  deployed(feasibilityWorkflow, {
    arnEnv: ENV.feasibilityStateMachineArn,
    failedAlarmThreshold: 5,
    tasks: {
      CheckFeasibility: {
        description:
          'Feasibility poll: asks the panel provider whether each stimulus can get its respondents',
        // PANEL_MODE and the panel keys' secret come from the deployment's context (grants.ts).
        access: { panelSecret: true },
      },
      RecordOutcome: {
        description: 'Feasibility: record how the run ended (GET /feasibility reads it)',
        access: { table: 'readWrite' },
      },
    },
  }),
  deployed(analysisWorkflow, {
    arnEnv: ENV.analysisStateMachineArn,
    failedAlarmThreshold: 3,
    tasks: {
      RunAnalysis: {
        description:
          'Analysis: sessions to the analysis file, CSV and saliency images (final, live or re-run)',
        // Sessions are read from the fieldwork server's store: summaries in the table, samples in S3.
        // It writes there too: the compact object of a complete stored before compaction existed
        // (fieldwork W20), and a live run's partial state (analysis P2), beside the samples.
        access: { table: 'readWrite', results: 'readWrite', samples: 'readWrite' },
        // The bench: 300 respondents x 2 x 120 s with images in under 5 s and 512 MB on one core;
        // 2 GB gives the key-frame extraction (ffmpeg) its CPU and room for larger projects.
        timeoutSeconds: 840,
        memorySize: 2048,
        ephemeralStorageMiB: 2048,
        media: true,
      },
      RefreshNorms: {
        description: "Analysis: recompute a country's norms from its closed projects",
        access: { table: 'readWrite' },
        timeoutSeconds: 60,
      },
      // The e-mail's claim is a conditional write (once per project).
      NotifyResults: {
        description: 'Analysis: e-mail the results-ready notice once, when the preference is on',
        access: { table: 'readWrite', mail: true },
        timeoutSeconds: 20,
      },
    },
  }),
  deployed(fieldworkWorkflow, {
    arnEnv: ENV.fieldworkStateMachineArn,
    failedAlarmThreshold: 3,
    tasks: {
      // The panel provider's API (PANEL_MODE=live) with the API account of the panel secret.
      OpenPanel: {
        description:
          'Fieldwork start: create the project at the panel provider for the quota plan and launch it',
        access: { table: 'readWrite', panelSecret: true },
        timeoutSeconds: 60,
      },
      Check: {
        description:
          'Fieldwork: drop-outs, the provider status and counts, close on sample, time or a closed survey, live analysis (debounced); the simulated panel sends respondents',
        // The simulated panel's respondents go through the respondent calls: samples to S3.
        access: {
          table: 'readWrite',
          samples: 'readWrite',
          results: 'read',
          workflows: ['analysis'],
          panelSecret: true,
        },
        timeoutSeconds: 120,
        memorySize: 1024,
      },
      FinalAnalysis: {
        description:
          'Fieldwork closed: start the final analysis (it closes the project); e-mail a close before the sample',
        access: { table: 'readWrite', workflows: ['analysis'], mail: true },
        timeoutSeconds: 30,
      },
      ClosePanel: {
        description: 'Fieldwork closed: close the project at the panel provider and reconcile the completes',
        // Reads the session summaries (the table) to reconcile; the samples are not read.
        access: { table: 'readWrite', panelSecret: true },
        timeoutSeconds: 90,
      },
      // Refunds the undelivered part by card (the payment provider's secret) and may start the final analysis.
      RecordPanelFailure: {
        description:
          'Fieldwork: a panel provider refusal ends the fieldwork with its code, refunds the undelivered part and ends the project',
        access: { table: 'readWrite', workflows: ['analysis'], paymentSecret: true },
        timeoutSeconds: 30,
      },
    },
  }),
  deployed(purchaseWorkflow, {
    arnEnv: ENV.purchaseStateMachineArn,
    failedAlarmThreshold: 5,
    tasks: {
      // The payment provider may be slow; the Charge state allows 60 s.
      Charge: {
        description: 'Purchase: charge the card once per project',
        access: { table: 'readWrite', idempotency: true, paymentSecret: true },
        timeoutSeconds: 30,
      },
      ConsumeCredits: { description: 'Purchase: consume analysis credits', access: { table: 'readWrite' } },
      Activate: { description: 'Purchase: activate the project', access: { table: 'readWrite' } },
      LaunchFieldwork: {
        description: 'Purchase: create the respondent test link and start the fieldwork machine',
        access: { table: 'readWrite', workflows: ['fieldwork'], panelSecret: true },
      },
      Notify: { description: 'Purchase: e-mail the buyer', access: { table: 'read', mail: true } },
      // The invoice's PDF goes to the results bucket.
      Invoice: {
        description: 'Purchase: invoice a card payment and e-mail it',
        access: { table: 'readWrite', results: 'readWrite', mail: true },
        timeoutSeconds: 30,
      },
      RecordPurchased: { description: 'Purchase: record that it succeeded', access: { table: 'readWrite' } },
      // It refunds a failed purchase's card payment at the provider (Stripe's key in the secret).
      RecordFailure: {
        description:
          'Purchase: undo it (project back on sale, credits or payment given back), record why it failed',
        access: { table: 'readWrite', paymentSecret: true },
      },
    },
  }),
  // Built last: it describes and starts the fieldwork, analysis and purchase machines.
  deployed(sweeperWorkflow, {
    arnEnv: ENV.sweeperStateMachineArn,
    failedAlarmThreshold: 1,
    tasks: {
      Sweep: {
        description:
          'Sweeper (every 5 min): closes fieldwork whose machine is gone, restarts purchases whose execution died',
        access: {
          table: 'readWrite',
          workflows: ['analysis', 'fieldwork', 'purchase'],
          watches: ['fieldwork', 'purchase'],
        },
        timeoutSeconds: 240,
      },
      Reconcile: {
        description:
          "Reconcile (after each sweep): the provider's charges no payment records are adopted or refunded",
        access: { table: 'readWrite', workflows: ['purchase'], paymentSecret: true },
        timeoutSeconds: 200,
      },
    },
  }),
];

/** How often the cloud starts the sweeper (an EventBridge schedule in the workflows stack). */
export const SWEEPER_SCHEDULE_MINUTES = 5;

/** `${Name}` placeholders of an ASL text, as CloudFormation DefinitionSubstitutions sees them. */
export function placeholdersOf(definition: string): string[] {
  return [...new Set([...definition.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] as string))];
}

/** A state machine as the workflows stack made it, with its task functions. */
export interface Workflow {
  /** The state machine's name, fixed so that policies can name its executions. */
  name: string;
  spec: WorkflowSpec;
  stateMachine: StateMachine;
  tasks: NodeFunction[];
}
