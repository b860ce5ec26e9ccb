import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { API_BASE_PATH, DOMAINS, type ApiRoute, type Domain } from '@adpulse/shared';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { MediaLayer } from '../constructs/media-layer.ts';
import { acknowledge } from '../constructs/nag.ts';
import { NodeFunction, type NodeFunctionProps } from '../constructs/node-function.ts';
import { DOMAIN_ACCESS, type DomainAccess } from '../domain-access.ts';
import { DOMAIN_RUNTIME } from '../domain-runtime.ts';
import { baseEnvironment, grantAccess } from '../grants.ts';
import type { PanelsConfig, PaymentsConfig } from '../config.ts';
import type { DataStack } from './data-stack.ts';
import type { WorkflowsStack } from './workflows-stack.ts';

export interface ApiStackProps extends StackProps {
  data: DataStack;
  workflows: WorkflowsStack;
  routes: readonly ApiRoute[];
  /** Overrides of DOMAIN_ACCESS (tests exercise grants before a domain lands). */
  domainAccess?: Partial<Record<Domain, DomainAccess>>;
  appUrl: string;
  mailFrom: string;
  /** The operators' address of the Support form (the web config's supportEmail). */
  supportEmail?: string;
  payments?: PaymentsConfig;
  panels?: PanelsConfig;
  /** A demo stack (context demo=true): its functions label every project simulated. */
  demo?: boolean;
  allowedOrigins: string[];
  logRetention: RetentionDays;
  throttle: { rateLimit: number; burstLimit: number };
}

export interface DomainFunction {
  domain: Domain;
  function: NodeFunction;
}

/** The HTTP API: one Lambda per domain named by the route table, every route under /api. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly domainFunctions: DomainFunction[];
  /** Subscribed to the SES bounce and complaint topic. */
  readonly mailEventsFunction: NodeFunction;
  /** Present when a served domain needs it (assets). */
  readonly mediaLayer: MediaLayer | undefined;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'adpulse-api',
      description: 'AdPulse HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowMethods: corsMethods(props.routes),
        allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    const environment = {
      ...baseEnvironment(props.data, props),
      ...Object.fromEntries(
        props.workflows.workflows.map((workflow) => [
          workflow.spec.arnEnv,
          workflow.stateMachine.stateMachineArn,
        ]),
      ),
    };
    const grantContext = {
      data: props.data,
      mailFrom: props.mailFrom,
      ...(props.payments ? { payments: props.payments } : {}),
      ...(props.panels ? { panels: props.panels } : {}),
      workflowNamed: (name: string) => props.workflows.workflowNamed(name),
    };
    const served = DOMAINS.filter((domain) => props.routes.some((route) => route.domain === domain));
    this.mediaLayer = served.some((domain) => DOMAIN_RUNTIME[domain]?.media)
      ? new MediaLayer(this, 'MediaLayer')
      : undefined;
    this.domainFunctions = served.map((domain) => {
      const fn = new NodeFunction(this, `${pascal(domain)}Api`, {
        entry: `functions/src/${domain}/handler.ts`,
        handlerExport: 'handler',
        service: domain,
        description: `AdPulse API: ${domain} routes`,
        environment,
        logRetention: props.logRetention,
        ...this.runtimeOf(domain),
      });
      const domainRoutes = props.routes.filter((route) => route.domain === domain);
      grantAccess(fn, accessOf(domain, domainRoutes, props.domainAccess), grantContext);
      const integration = new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn.fn);
      for (const route of domainRoutes) {
        this.httpApi.addRoutes({
          path: `${API_BASE_PATH}${route.path}`,
          methods: [HttpMethod[route.method]],
          integration,
        });
      }
      return { domain, function: fn };
    });

    // SES's bounces and complaints (the data stack's topic): the addresses no notice goes to again.
    this.mailEventsFunction = new NodeFunction(this, 'MailEvents', {
      entry: 'functions/src/accounts/mail-events.ts',
      handlerExport: 'mailEventsHandler',
      service: 'accounts',
      description: 'AdPulse: SES bounces and complaints suppress the address',
      environment,
      logRetention: props.logRetention,
    });
    grantAccess(this.mailEventsFunction, { table: 'readWrite' }, grantContext);
    props.data.mailEvents.topic.addSubscription(new LambdaSubscription(this.mailEventsFunction.fn));

    acknowledge(
      this.httpApi,
      'AwsSolutions-APIG4',
      'Authorization is done in the Lambda: routes with auth "user" verify the signed session token (TOKEN_SECRET_NAME); public routes (health, login, shared links) are public by design.',
    );
    if (!props.appUrl) {
      Annotations.of(this).addInfo(
        'Context appUrl is not set: APP_URL is empty in the functions (links in e-mails need it).',
      );
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  private runtimeOf(domain: Domain): RuntimeProps {
    const { media, ...settings } = DOMAIN_RUNTIME[domain] ?? {};
    return { ...settings, ...(media ? this.mediaLayer?.functionProps() : {}) };
  }
}

/** The declared access of a domain; any route with auth 'user' implies reading the token secret. */
function accessOf(
  domain: Domain,
  routes: readonly ApiRoute[],
  overrides: ApiStackProps['domainAccess'],
): DomainAccess {
  const access = overrides?.[domain] ?? DOMAIN_ACCESS[domain];
  return { ...access, tokenSecret: access.tokenSecret || routes.some((route) => route.auth === 'user') };
}

type RuntimeProps = Pick<
  NodeFunctionProps,
  'memorySize' | 'timeout' | 'ephemeralStorageSize' | 'architecture' | 'layers' | 'externalModules'
>;

function corsMethods(routes: readonly ApiRoute[]): CorsHttpMethod[] {
  return [...new Set(routes.map((route) => route.method))].map((method) => CorsHttpMethod[method]);
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
