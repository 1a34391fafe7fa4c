import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes';

/** One operation of libs/api/openapi.json, as the authorization and fuzz suites use it. */
export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As in the document, e.g. /secure/pda/{id}; served under /api/v1 unless it starts /api/. */
  path: string;
  /** The path's own server (`''`: the root, as /metrics), when it is not served under /api/v1. */
  server?: string;
  pathParams: string[];
  bodyType?: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** The JSON body's schema with its $ref resolved one level. */
  bodySchema?: JsonSchema;
  /** Query parameters and top-level body properties the document types as numbers. */
  numericParams: NumericParam[];
}

export interface NumericParam {
  in: 'query' | 'body';
  name: string;
  schema: JsonSchema;
}

export interface JsonSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
}

/** A path's operations by method, and its own servers when it is served outside /api/v1. */
type PathItem = Record<string, OpenApiOperation> & { servers?: { url: string }[] };

interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export function loadOpenApi(): OpenApiDocument {
  return JSON.parse(readFileSync(join(ROOT, 'libs/api/openapi.json'), 'utf8')) as OpenApiDocument;
}

export function openApiOperations(doc = loadOpenApi()): Operation[] {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const { servers, ...methods } = item;
    for (const [method, op] of Object.entries(methods as Record<string, OpenApiOperation>)) {
      const [bodyType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const bodySchema = content ? resolve(content.schema) : undefined;
      const numeric = (schema?: JsonSchema) =>
        schema?.type === 'number' || schema?.type === 'integer';
      const numericParams: NumericParam[] = [
        ...(op.parameters ?? [])
          .filter((p) => p.in === 'query' && numeric(p.schema))
          .map((p) => ({ in: 'query' as const, name: p.name, schema: p.schema! })),
        ...Object.entries(bodySchema?.properties ?? {})
          .filter(([, schema]) => numeric(schema))
          .map(([name, schema]) => ({ in: 'body' as const, name, schema })),
      ];
      operations.push({
        operationId: op.operationId,
        method: method as Operation['method'],
        path,
        server: servers?.[0]?.url.replace(/\/$/, '') ?? undefined,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        bodyType: bodyType as Operation['bodyType'],
        bodySchema,
        numericParams,
      });
    }
  }
  return operations;
}

/** The URL of `op` with its path parameters filled (each value URL-encoded). */
export function urlOf(op: Operation, values: Record<string, string>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} of ${op.operationId}`);
    return encodeURIComponent(values[name]);
  });
  if (op.server !== undefined) return `${op.server}${filled}`;
  return filled.startsWith('/api/') ? filled : `/api/v1${filled}`;
}
