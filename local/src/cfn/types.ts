/** The parts of a CloudFormation template the local runtime reads. */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  Condition?: string;
}

export interface CfnOutput {
  Value: unknown;
  Export?: { Name: unknown };
  Condition?: string;
}

export interface CfnParameter {
  Type: string;
  Default?: unknown;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
  Outputs?: Record<string, CfnOutput>;
  Parameters?: Record<string, CfnParameter>;
  Conditions?: Record<string, unknown>;
  Mappings?: Record<string, Record<string, Record<string, unknown>>>;
}

/** One synthesized stack: its deployed name and its template. */
export interface StackTemplate {
  stackName: string;
  template: CfnTemplate;
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
