/**
 * Bounds the OWASP rules ask of every schema, where a contract states none (decision 030).
 * - Integers: zod's `.int()` accepts safe integers only, so its own converter already gives
 *   minimum and maximum; every one fits a signed 64-bit integer, which `format` says.
 * - A request string without a maximum is still bounded by what the route reads: a body string
 *   by the body's byte cap (a character is at least a byte), a path or query string by Node's
 *   16 KiB cap on the request line and headers. Where that is all that bounds it, the document
 *   says so (`x-bound`), and the contract should state its own maximum.
 * - An answer's string without a maximum: every text we store arrived in one request body, so
 *   no longer than the largest body a call reads, RESPONSE_TEXT_MAX; the strings the server
 *   makes (dates, codes, links) are short.
 */
export type JsonSchema = Record<string, unknown>;

/** The largest JSON body a call reads (the roster import's) and then some: see the top of the file. */
export const RESPONSE_TEXT_MAX = 1024 * 1024;

function walk(schema: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(schema)) return schema.forEach((s) => walk(s, visit));
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs')
      for (const child of Object.values(value as object)) walk(child, visit);
    else if (['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties', 'propertyNames'].includes(key))
      walk(value, visit);
  }
}

const typesOf = (node: JsonSchema): unknown[] => (Array.isArray(node.type) ? node.type : [node.type]);
const unboundedString = (node: JsonSchema) =>
  typesOf(node).includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined;

function boundIntegers(node: JsonSchema): void {
  if (typesOf(node).includes('integer') && node.format === undefined) node.format = 'int64';
}

/** A request's schema (a body or one parameter) with the bounds its route enforces. */
export function boundRequest(schema: JsonSchema, capBytes: number): JsonSchema {
  walk(schema, (node) => {
    boundIntegers(node);
    if (unboundedString(node)) {
      node.maxLength = capBytes;
      node['x-bound'] = 'the request size cap';
    }
  });
  return schema;
}

/** An answer's schema with the bounds of what we store and make. */
export function boundResponse(schema: JsonSchema): JsonSchema {
  walk(schema, (node) => {
    boundIntegers(node);
    if (unboundedString(node)) node.maxLength = RESPONSE_TEXT_MAX;
  });
  return schema;
}
