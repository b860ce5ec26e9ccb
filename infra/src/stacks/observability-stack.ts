import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  TreatMissingData,
  Metric,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { ORPHANED_CHARGES_METRIC, STUCK_PROJECTS_METRIC } from '@adpulse/shared/workflows/sweeper';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, type NodeFunction } from '../constructs/node-function.ts';
import type { Workflow } from '../workflows.ts';

export interface MonitoredFunction {
  /** Short name used in alarm names: the domain or the task id. */
  name: string;
  function: NodeFunction;
}

export interface ObservabilityStackProps extends StackProps {
  functions: MonitoredFunction[];
  httpApi: HttpApi;
  workflows: Workflow[];
  alarmEmail: string | undefined;
}

const PERIOD = Duration.minutes(5);

/** Alarms on errors and throttles of every function, API 5xx and failed executions, to one topic. */
export class ObservabilityStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the AdPulse alarm topic',
      enableKeyRotation: true,
    });
    // CloudWatch publishes alarm notifications to the encrypted topic, so it needs the key.
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'AdPulse alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    for (const { name, function: target } of props.functions) {
      this.alarm(
        `${name}-errors`,
        `Errors in the ${name} function`,
        target.fn.metricErrors({ period: PERIOD }),
        1,
      );
      this.alarm(
        `${name}-throttles`,
        `Throttled invocations of the ${name} function`,
        target.fn.metricThrottles({ period: PERIOD }),
        1,
      );
    }
    // A project the sweeper had to move (fieldwork or a purchase whose execution died) is an incident.
    this.alarm(
      'stuck-projects',
      'Projects stuck after a dead execution (moved on by the sweeper)',
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: STUCK_PROJECTS_METRIC,
        dimensionsMap: { service: 'sweeper' },
        statistic: 'Maximum',
        period: Duration.minutes(15),
      }),
      1,
    );
    // A charge no payment recorded (refunded or adopted by the reconciliation) is an incident too.
    this.alarm(
      'orphaned-charges',
      'Charges at the payment provider with no recorded payment (refunded or adopted)',
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: ORPHANED_CHARGES_METRIC,
        dimensionsMap: { service: 'sweeper' },
        statistic: 'Maximum',
        period: Duration.minutes(15),
      }),
      1,
    );
    this.alarm('api-5xx', 'HTTP API answered 5xx', props.httpApi.metricServerError({ period: PERIOD }), 1);
    for (const { spec, stateMachine } of props.workflows) {
      const window = { period: Duration.minutes(15) };
      this.alarm(
        `${spec.name}-failed`,
        `Failed ${spec.name} executions`,
        stateMachine.metricFailed(window),
        spec.failedAlarmThreshold,
      );
      this.alarm(
        `${spec.name}-timed-out`,
        `Timed-out ${spec.name} executions`,
        stateMachine.metricTimedOut(window),
        1,
      );
    }

    new Dashboard(this, 'Dashboard', {
      dashboardName: 'AdPulse',
      widgets: [
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [props.httpApi.metricCount({ period: PERIOD })],
            right: [
              props.httpApi.metricClientError({ period: PERIOD }),
              props.httpApi.metricServerError({ period: PERIOD }),
            ],
          }),
          new GraphWidget({
            title: 'API latency p99',
            left: [props.httpApi.metricLatency({ period: PERIOD, statistic: 'p99' })],
          }),
        ],
        [
          new GraphWidget({
            title: 'Function errors',
            left: props.functions.map(({ name, function: target }) =>
              target.fn.metricErrors({ period: PERIOD, label: name }),
            ),
          }),
          new GraphWidget({
            title: 'Executions',
            left: props.workflows.flatMap(({ spec, stateMachine }) => [
              stateMachine.metricSucceeded({ period: PERIOD, label: `${spec.name} succeeded` }),
              stateMachine.metricFailed({ period: PERIOD, label: `${spec.name} failed` }),
            ]),
          }),
        ],
      ],
    });
  }

  private alarm(name: string, description: string, metric: IMetric, threshold: number): void {
    const alarm = new Alarm(this, `${name}-alarm`, {
      alarmName: `adpulse-${name}`,
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
