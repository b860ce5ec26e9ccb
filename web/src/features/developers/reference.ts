import type { OpenApiDocument } from '@adpulse/shared';

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  needsSession: boolean;
  parameters: ReferenceParameter[];
  body?: unknown;
  /** Status → what the answer is: the success schema or the error codes. */
  answers: { status: string; description: string; schema?: unknown }[];
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The document's operations grouped by tag (domain), in the document's order. */
export function operationsByTag(document: OpenApiDocument): [string, ReferenceOperation[]][] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), referenceOf(path, method, operation)]);
    }
  }
  return [...groups];
}

function referenceOf(
  path: string,
  method: string,
  operation: Json & { operationId: string },
): ReferenceOperation {
  const security = Array.isArray(operation.security) ? operation.security : [];
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isJson) : [];
  const responses = isJson(operation.responses) ? operation.responses : {};
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: typeof operation.summary === 'string' ? operation.summary : operation.operationId,
    needsSession: security.length > 0,
    parameters: parameters.map((parameter) => ({
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      type: typeOf(parameter.schema),
    })),
    body: jsonSchemaOf(operation.requestBody),
    answers: Object.entries(responses).map(([status, answer]) => ({
      status,
      description: isJson(answer) ? String(answer.description ?? '') : '',
      schema: status.startsWith('2') ? jsonSchemaOf(answer) : undefined,
    })),
  };
}

function jsonSchemaOf(part: unknown): unknown {
  if (!isJson(part) || !isJson(part.content)) return undefined;
  const json = part.content['application/json'];
  return isJson(json) ? json.schema : undefined;
}

/** A parameter's type in a word: `string`, `integer`, `one of a, b`. */
function typeOf(schema: unknown): string {
  if (!isJson(schema)) return '';
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : '';
}
