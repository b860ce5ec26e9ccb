import { Duration, FeatureFlags, RemovalPolicy, Stack, type Size } from 'aws-cdk-lib';
import { LAMBDA_NODEJS_SDK_V3_EXCLUDE_SMITHY_PACKAGES } from 'aws-cdk-lib/cx-api';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type CfnFunction, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { fromRepoRoot, REPO_ROOT } from '../paths.ts';
import { acknowledge } from './nag.ts';

export const METRICS_NAMESPACE = 'AdPulse';

/** Metadata keys the local runtime reads to invoke the same source in-process. Keep exact. */
export const ENTRY_METADATA = 'adpulse:entry';
export const HANDLER_METADATA = 'adpulse:handler';

export interface NodeFunctionProps {
  /** Source file, relative to the repository root: `functions/src/<domain>/handler.ts`. */
  entry: string;
  /** Exported name of the handler in that file. */
  handlerExport: string;
  /** POWERTOOLS_SERVICE_NAME: the domain. */
  service: string;
  description: string;
  environment?: Record<string, string>;
  logRetention: RetentionDays;
  timeout?: Duration;
  memorySize?: number;
  /** /tmp; Lambda's default is 512 MiB. */
  ephemeralStorageSize?: Size;
  /** Default arm64; a function whose layer holds native builds runs on theirs. */
  architecture?: Architecture;
  layers?: ILayerVersion[];
  /** Modules left out of the bundle (a layer provides them), besides the SDK the runtime has. */
  externalModules?: string[];
}

/** ESM bundles still meet CommonJS dependencies that call require(). */
const REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * A Lambda function built from TypeScript with local esbuild (never Docker): Node 22 (on ARM
 * unless a layer's native builds say otherwise), ESM with source maps, X-Ray tracing, its own log
 * group with retention, and a role that can write only to that log group (grants add the rest).
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly entry: string;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (execution role)`,
    });
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      description: props.description,
      entry: fromRepoRoot(props.entry),
      handler: props.handlerExport,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.ephemeralStorageSize ? { ephemeralStorageSize: props.ephemeralStorageSize } : {}),
      ...(props.layers?.length ? { layers: props.layers } : {}),
      tracing: Tracing.ACTIVE,
      role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: props.service,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        tsconfig: fromRepoRoot('functions/tsconfig.json'),
        ...(props.externalModules?.length
          ? { externalModules: [...runtimeSdkModules(scope), ...props.externalModules] }
          : {}),
      },
    });

    const cfn = this.fn.node.defaultChild as CfnFunction;
    cfn.addMetadata(ENTRY_METADATA, props.entry);
    cfn.addMetadata(HANDLER_METADATA, props.handlerExport);

    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'The design card pins nodejs22.x: the same major as the project (node@22) and aws-local-stepfunctions locally.',
    );
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray active tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions.',
    );
  }

  /** The logical id of the function resource, as findings name it (`<Id.Arn>`). */
  get logicalId(): string {
    return Stack.of(this).getLogicalId(this.fn.node.defaultChild as CfnFunction);
  }
}

/** NodejsFunction's own default externals on Node 22 (the runtime's SDK v3), kept when adding to them. */
function runtimeSdkModules(scope: Construct): string[] {
  return FeatureFlags.of(scope).isEnabled(LAMBDA_NODEJS_SDK_V3_EXCLUDE_SMITHY_PACKAGES)
    ? ['@aws-sdk/*', '@smithy/*']
    : ['@aws-sdk/*'];
}
