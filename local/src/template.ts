import { TemplateResolver } from './cfn/resolver.ts';
import { isObject, type JsonObject, type StackTemplate } from './cfn/types.ts';
import { tableFromResource, type LocalTable } from './cfn/tables.ts';

export type { StackTemplate, CfnTemplate } from './cfn/types.ts';
export { TemplateResolver } from './cfn/resolver.ts';
export type { LocalTable } from './cfn/tables.ts';

export interface CorsRule {
  AllowedMethods: string[];
  AllowedOrigins: string[];
  AllowedHeaders?: string[];
  ExposedHeaders?: string[];
  MaxAge?: number;
}

export interface LocalBucket {
  stackName: string;
  logicalId: string;
  name: string;
  cors: CorsRule[];
}

export interface LocalFunction {
  stackName: string;
  logicalId: string;
  name: string;
  arn: string;
  /** Source file relative to the repo root, from the `adpulse:entry` metadata. */
  entry: string;
  handlerExport: string;
  environment: Record<string, string>;
  timeoutSeconds: number;
  memoryMb: number;
}

export interface LocalStateMachine {
  stackName: string;
  logicalId: string;
  name: string;
  arn: string;
  definition: JsonObject;
}

/** The API's CORS configuration (AWS::ApiGatewayV2::Api CorsConfiguration). */
export interface ApiCors {
  allowOrigins: string[];
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge?: number;
  allowCredentials: boolean;
}

export interface LocalResources {
  tables: LocalTable[];
  buckets: LocalBucket[];
  functions: LocalFunction[];
  stateMachines: LocalStateMachine[];
  /** Undefined when no HTTP API has a CORS configuration: OPTIONS then goes to the routes. */
  apiCors: ApiCors | undefined;
}

/** Only these types are resolved: other resources may use intrinsics that matter only in the cloud. */
const LOCAL_TYPES = new Set([
  'AWS::DynamoDB::Table',
  'AWS::DynamoDB::GlobalTable',
  'AWS::S3::Bucket',
  'AWS::Lambda::Function',
  'AWS::StepFunctions::StateMachine',
  'AWS::ApiGatewayV2::Api',
]);

export const ENTRY_METADATA = 'adpulse:entry';
export const HANDLER_METADATA = 'adpulse:handler';

/** Everything the local runtime creates or runs, read from the synthesized stacks. */
export function readLocalResources(stacks: readonly StackTemplate[]): LocalResources {
  const resolver = new TemplateResolver(stacks);
  const resources: LocalResources = {
    tables: [],
    buckets: [],
    functions: [],
    stateMachines: [],
    apiCors: undefined,
  };
  for (const stackName of resolver.stackNames) {
    for (const [logicalId, resource] of resolver.resources(stackName)) {
      if (!LOCAL_TYPES.has(resource.Type)) continue;
      const properties = (resolver.resolve(stackName, resource.Properties ?? {}) ?? {}) as JsonObject;
      switch (resource.Type) {
        case 'AWS::DynamoDB::Table':
        case 'AWS::DynamoDB::GlobalTable':
          resources.tables.push(
            tableFromResource(resource.Type, resolver.identity(stackName, logicalId).ref, properties),
          );
          break;
        case 'AWS::S3::Bucket':
          resources.buckets.push({
            stackName,
            logicalId,
            name: resolver.identity(stackName, logicalId).ref,
            cors: corsRules(properties),
          });
          break;
        case 'AWS::Lambda::Function': {
          const fn = functionOf(stackName, logicalId, resource.Metadata, properties, resolver);
          if (fn) resources.functions.push(fn);
          break;
        }
        case 'AWS::StepFunctions::StateMachine':
          resources.stateMachines.push(stateMachineOf(stackName, logicalId, properties, resolver));
          break;
        case 'AWS::ApiGatewayV2::Api':
          resources.apiCors ??= apiCorsOf(properties);
          break;
      }
    }
  }
  return resources;
}

function corsRules(properties: JsonObject): CorsRule[] {
  const configuration = properties.CorsConfiguration;
  if (!isObject(configuration) || !Array.isArray(configuration.CorsRules)) return [];
  return configuration.CorsRules.filter(isObject).map((rule) => ({
    AllowedMethods: strings(rule.AllowedMethods),
    AllowedOrigins: strings(rule.AllowedOrigins),
    ...(rule.AllowedHeaders ? { AllowedHeaders: strings(rule.AllowedHeaders) } : {}),
    ...(rule.ExposedHeaders ? { ExposedHeaders: strings(rule.ExposedHeaders) } : {}),
    ...(rule.MaxAge !== undefined ? { MaxAge: Number(rule.MaxAge) } : {}),
  }));
}

function functionOf(
  stackName: string,
  logicalId: string,
  metadata: JsonObject | undefined,
  properties: JsonObject,
  resolver: TemplateResolver,
): LocalFunction | undefined {
  const entry = metadata?.[ENTRY_METADATA];
  // Functions without the metadata (CDK's own custom-resource providers) have no local source.
  if (typeof entry !== 'string') return undefined;
  const handler = metadata?.[HANDLER_METADATA];
  const identity = resolver.identity(stackName, logicalId);
  const variables = isObject(properties.Environment) ? properties.Environment.Variables : undefined;
  return {
    stackName,
    logicalId,
    name: identity.ref,
    arn: identity.attributes.Arn ?? '',
    entry,
    handlerExport: typeof handler === 'string' ? handler : 'handler',
    environment: isObject(variables)
      ? Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, String(value)]))
      : {},
    timeoutSeconds: Number(properties.Timeout ?? 3),
    memoryMb: Number(properties.MemorySize ?? 128),
  };
}

function stateMachineOf(
  stackName: string,
  logicalId: string,
  properties: JsonObject,
  resolver: TemplateResolver,
): LocalStateMachine {
  const identity = resolver.identity(stackName, logicalId);
  const substitutions = isObject(properties.DefinitionSubstitutions)
    ? properties.DefinitionSubstitutions
    : {};
  const raw = properties.DefinitionString ?? JSON.stringify(properties.Definition ?? {});
  if (typeof raw !== 'string') throw new Error(`State machine ${logicalId} has no definition`);
  // Substitutions are plain text replacements of ${Name}, done before parsing, as in the cloud.
  const text = raw.replace(/\$\{([A-Za-z0-9_]+)\}/g, (match, key: string) =>
    key in substitutions ? String(substitutions[key]) : match,
  );
  return {
    stackName,
    logicalId,
    name: identity.attributes.Name ?? logicalId,
    arn: identity.ref,
    definition: JSON.parse(text) as JsonObject,
  };
}

function apiCorsOf(properties: JsonObject): ApiCors | undefined {
  const cors = properties.CorsConfiguration;
  if (!isObject(cors)) return undefined;
  return {
    allowOrigins: strings(cors.AllowOrigins),
    allowMethods: strings(cors.AllowMethods),
    allowHeaders: strings(cors.AllowHeaders),
    exposeHeaders: strings(cors.ExposeHeaders),
    ...(cors.MaxAge !== undefined ? { maxAge: Number(cors.MaxAge) } : {}),
    allowCredentials: cors.AllowCredentials === true,
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
