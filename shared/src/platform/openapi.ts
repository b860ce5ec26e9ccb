import * as z from 'zod';

/**
 * The API description answered by `GET /openapi.json`: an OpenAPI 3.1 document made from the
 * contracts. Only the parts the web's reference page reads are spelled out; the rest of the
 * document (schemas, parameters, responses) is kept as it is.
 */
const operationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
