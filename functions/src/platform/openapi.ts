import * as z from 'zod';
import {
  API_BASE_PATH,
  ERRORS,
  apiErrorSchema,
  type OpenApiDocument,
  type RouteContract,
} from '@adpulse/shared';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';
type Operation = OpenApiDocument['paths'][string][string];

export interface ApiInfo {
  title: string;
  version: string;
}

/**
 * The OpenAPI 3.1 document of the given routes, made from their contracts: each route's
 * parameters, body and answer are its zod schemas as JSON Schema 2020-12 (the dialect of
 * OpenAPI 3.1), and its error answers are the codes the contract lists, grouped by status (each
 * status's `code` an enum of them, so a generated client can switch on it).
 */
export function openApiDocument(routes: readonly RouteContract[], info: ApiInfo): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every route of the AdPulse API, made from its contract. Errors answer `{ code, message, params?, details? }` with a stable `code`; `message` is in the Accept-Language of the request.',
    },
    servers: [{ url: API_BASE_PATH }],
    tags: [...new Set(routes.map((route) => route.domain))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components.hoisted, ApiError: components.schemaOf(apiErrorSchema, 'output', 'ApiError') },
      securitySchemes: { session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function operationOf(route: RouteContract, components: SchemaComponents): Operation {
  const id = `${route.domain}.${route.name}`;
  const operation: Operation = {
    operationId: id,
    summary: summaryOf(route.name),
    tags: [route.domain],
    security: route.auth === 'user' ? [{ session: [] }] : [],
  };
  if (route.screen) operation.description = `Allowed to the roles that may use the ${route.screen} screen.`;
  const parameters = [
    ...parametersOf(route.params, 'path', id, components),
    ...parametersOf(route.query, 'query', id, components),
  ];
  if (parameters.length) operation.parameters = parameters;
  if (route.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: components.schemaOf(route.body, 'input', `${id}.body`) } },
    };
  }
  operation.responses = { ...successOf(route, id, components), ...errorResponsesOf(route) };
  return operation;
}

function successOf(route: RouteContract, id: string, components: SchemaComponents): JsonSchema {
  if (!route.response) return { [route.status]: { description: 'Done; no body.' } };
  return {
    [route.status]: {
      description: 'Success.',
      content: {
        'application/json': { schema: components.schemaOf(route.response, 'output', `${id}.response`) },
      },
    },
  };
}

function errorResponsesOf(route: RouteContract): JsonSchema {
  const byStatus = new Map<number, string[]>();
  for (const code of route.errors) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Error codes: ${codes.join(', ')}.`,
        content: {
          'application/json': {
            schema: {
              allOf: [{ $ref: '#/components/schemas/ApiError' }, { properties: { code: { enum: codes } } }],
            },
          },
        },
      },
    ]),
  );
}

function parametersOf(
  schema: z.ZodType | undefined,
  place: 'path' | 'query',
  id: string,
  components: SchemaComponents,
): JsonSchema[] {
  if (!schema) return [];
  const object = components.schemaOf(schema, 'input', `${id}.${place}`);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

/** `getProjectAnalysis` reads "Get project analysis". */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * JSON Schemas of zod schemas, with the definitions each one needs (recursive or shared parts)
 * moved to the document's components, since a `#/$defs/...` reference inside a document would
 * point at the document's root.
 */
class SchemaComponents {
  readonly hoisted: Record<string, JsonSchema> = {};

  schemaOf(schema: z.ZodType, io: Io, id: string): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...body
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    const prefix = id.replace(/[^\w.-]/g, '_');
    const rename = (ref: string) => ref.replace(/^#\/\$defs\//, `#/components/schemas/${prefix}.`);
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.hoisted[`${prefix}.${name}`] = withRefs(definition, rename) as JsonSchema;
    }
    return withRefs(body, rename) as JsonSchema;
  }
}

function withRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? rename(item) : withRefs(item, rename),
    ]),
  );
}
