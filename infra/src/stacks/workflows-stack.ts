import { readFileSync } from 'node:fs';
import { CfnOutput, Duration, RemovalPolicy, Size, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { MediaLayer } from '../constructs/media-layer.ts';
import { acknowledge } from '../constructs/nag.ts';
import { NodeFunction } from '../constructs/node-function.ts';
import { fromRepoRoot } from '../paths.ts';
import { baseEnvironment, grantAccess } from '../grants.ts';
import {
  placeholdersOf,
  SWEEPER_SCHEDULE_MINUTES,
  WORKFLOWS,
  type Workflow,
  type WorkflowSpec,
} from '../workflows.ts';
import type { PanelsConfig, PaymentsConfig } from '../config.ts';

export type { Workflow } from '../workflows.ts';
import type { DataStack } from './data-stack.ts';

export interface WorkflowsStackProps extends StackProps {
  data: DataStack;
  appUrl: string;
  mailFrom: string;
  payments?: PaymentsConfig;
  panels?: PanelsConfig;
  /** A demo stack (context demo=true): its functions label every project simulated. */
  demo?: boolean;
  logRetention: RetentionDays;
}

/** State machines from statemachines/*.asl.json and the Lambda tasks they call. */
export class WorkflowsStack extends Stack {
  readonly workflows: Workflow[];

  private mediaLayer: MediaLayer | undefined;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    // In WORKFLOWS order: a task may start a machine built before its own.
    this.workflows = [];
    for (const spec of WORKFLOWS) this.workflows.push(this.buildWorkflow(spec, props));
    const sweeper = this.workflowNamed('sweeper');
    if (sweeper) {
      // What a dead execution left behind is found on a schedule (functions/src/workflows/sweeper/).
      new Rule(this, 'SweeperSchedule', {
        description: 'Starts the sweeper: fieldwork and purchases whose execution died',
        schedule: Schedule.rate(Duration.minutes(SWEEPER_SCHEDULE_MINUTES)),
        targets: [new SfnStateMachine(sweeper.stateMachine, { input: RuleTargetInput.fromObject({}) })],
      });
    }
  }

  private buildWorkflow(spec: WorkflowSpec, props: WorkflowsStackProps): Workflow {
    const { logRetention } = props;
    const definition = readFileSync(fromRepoRoot(spec.definitionFile), 'utf8');
    const found = placeholdersOf(definition);
    const declared = spec.tasks.map((task) => task.placeholder);
    const missing = found.filter((name) => !declared.includes(name));
    const unused = declared.filter((name) => !found.includes(name));
    if (missing.length || unused.length) {
      throw new Error(
        `${spec.definitionFile}: placeholders without a task [${missing}], tasks without a placeholder [${unused}]`,
      );
    }

    const environment = baseEnvironment(props.data, props);
    const tasks = spec.tasks.map((task) => {
      const started = (task.access?.workflows ?? []).map((name) => {
        const workflow = this.workflowNamed(name);
        if (!workflow) throw new Error(`${task.id} starts ${name}, which is not built before ${spec.name}`);
        return workflow;
      });
      const fn = new NodeFunction(this, `${task.id}Task`, {
        entry: task.entry,
        handlerExport: task.handlerExport,
        service: task.service,
        description: task.description,
        environment: {
          ...environment,
          ...Object.fromEntries(
            started.map((workflow) => [workflow.spec.arnEnv, workflow.stateMachine.stateMachineArn]),
          ),
          ...task.environment,
        },
        logRetention,
        ...(task.timeoutSeconds ? { timeout: Duration.seconds(task.timeoutSeconds) } : {}),
        ...(task.memorySize ? { memorySize: task.memorySize } : {}),
        ...(task.ephemeralStorageMiB
          ? { ephemeralStorageSize: Size.mebibytes(task.ephemeralStorageMiB) }
          : {}),
        ...(task.media ? this.media().functionProps() : {}),
      });
      grantAccess(fn, task.access ?? {}, {
        data: props.data,
        workflowNamed: (name) => this.workflowNamed(name),
        mailFrom: props.mailFrom,
        ...(props.payments ? { payments: props.payments } : {}),
        ...(props.panels ? { panels: props.panels } : {}),
      });
      return fn;
    });

    const machineId = `${pascal(spec.name)}StateMachine`;
    const logGroup = new LogGroup(this, `${machineId}Logs`, {
      logGroupName: `/aws/vendedlogs/states/${this.stackName}-${spec.name}`,
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A JSON-text definition keeps DefinitionString inline in the template (fromFile would upload
    // an S3 asset), which the local runtime reads and CloudFormation substitutes.
    const name = `adpulse-${spec.name}`;
    const stateMachine = new StateMachine(this, machineId, {
      stateMachineName: name,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(definition),
      definitionSubstitutions: Object.fromEntries(
        spec.tasks.map((task, index) => [task.placeholder, (tasks[index] as NodeFunction).fn.functionArn]),
      ),
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });

    for (const task of tasks) {
      task.fn.grantInvoke(stateMachine);
      acknowledge(
        stateMachine,
        `AwsSolutions-IAM5[Resource::<${task.logicalId}.Arn>:*]`,
        'lambda:InvokeFunction on the task function and its versions/aliases (CDK grantInvoke adds the qualified ARN).',
      );
    }
    acknowledge(
      stateMachine,
      'AwsSolutions-IAM5[Resource::*]',
      'CloudWatch Logs delivery (logs:*LogDelivery, DescribeLogGroups, resource policies) and X-Ray tracing have no resource-level permissions.',
    );

    new CfnOutput(this, `${machineId}Arn`, { value: stateMachine.stateMachineArn });
    return { name, spec, stateMachine, tasks };
  }

  /** One media layer for every task that draws or decodes media. */
  private media(): MediaLayer {
    this.mediaLayer ??= new MediaLayer(this, 'MediaLayer');
    return this.mediaLayer;
  }

  workflowNamed(name: string): Workflow | undefined {
    return this.workflows.find((workflow) => workflow.spec.name === name);
  }
}

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase());
