import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * OpenAPI 3.0 checks `enum` before `nullable`, so a nullable enum must list null itself or a validator
 * refuses the null the api sends (redocly's spec rules flag it too). @nestjs/swagger leaves it out.
 */
export function nullableEnumsAdmitNull(document: OpenAPIObject): OpenAPIObject {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    Object.values(node).forEach(visit);
  };
  visit(document);
  return document;
}

type Node = Record<string, unknown>;

/**
 * OpenAPI 3.0's `nullable` means nothing without a `type` beside it (redocly's nullable-type-sibling):
 * a nullable `allOf: [$ref]` gets the type of what it refers to; a nullable union of several types
 * (a grade: 10, 9.5 … or 'A') instead lists null as one more branch.
 */
export function nullablesHaveAType(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Node>;
  const typeOf = (branch: Node): string | undefined => {
    if (typeof branch.type === 'string') return branch.type;
    if (typeof branch.$ref === 'string') {
      const target = schemas[branch.$ref.split('/').pop()!];
      return target ? typeOf(target) : undefined;
    }
    const parts = (branch.allOf ?? branch.oneOf ?? branch.anyOf) as Node[] | undefined;
    const types = new Set(parts?.map(typeOf));
    return types.size === 1 ? [...types][0] : undefined;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Node;
    Object.values(schema).forEach(visit);
    if (schema.nullable !== true || schema.type !== undefined) return;
    const type = typeOf(schema);
    if (type) {
      schema.type = type;
      return;
    }
    const union = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
    if (!union) return;
    delete schema.nullable;
    union.push({ type: typeOf(union[0]!) ?? 'string', nullable: true, enum: [null] });
  };
  visit(document);
  return document;
}
