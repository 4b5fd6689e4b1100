import ts from 'typescript';

import type { ResponseSchemas } from '../../services/api/src/openapi/response-schemas.types';

type Schema = Record<string, unknown>;

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const MAX_DEPTH = 12;

/**
 * The answers of every route, read from the controllers' return types with the TypeScript checker:
 * the same types the code returns, so the document cannot describe a shape the code does not send.
 * (The @nestjs/swagger plugin only sees classes; our views are functions returning object literals.)
 */
export function readResponseSchemas(program: ts.Program): ResponseSchemas {
  const checker = program.getTypeChecker();
  const schemas: Record<string, Schema> = {};
  const responses: Record<string, Schema | null> = {};
  const naming = new Map<ts.Type, string>();

  const files = program
    .getSourceFiles()
    .filter((f) => f.fileName.endsWith('.http.controller.ts') && !f.fileName.includes('node_modules'))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));

  const toSchema = (type: ts.Type, depth: number): Schema => {
    if (depth > MAX_DEPTH) return {};
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    // Always null: OpenAPI 3.0 has no null type, so an object that may only be null.
    if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void))
      return { type: 'object', nullable: true, enum: [null] };
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (flags & ts.TypeFlags.StringLiteral)
      return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral)
      return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) return { type: 'number' };
    if (type.isUnion()) return unionSchema(type, depth);
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: element ? toSchema(element, depth + 1) : {} };
    }
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (flags & ts.TypeFlags.Object) return named(type, () => objectSchema(type, depth));
    // `Partial<OrderInput> & { saveReturnAddress?: boolean }`: the properties of all its parts.
    if (type.isIntersection()) return named(type, () => objectSchema(type, depth));
    return {};
  };

  const unionSchema = (type: ts.UnionType, depth: number): Schema => {
    const parts = type.types;
    // JSON has no undefined: an optional property is absent, not null (required says which may be).
    const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
    const rest = parts.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    const withNull = (s: Schema): Schema => {
      if (!nullable) return s;
      return s.$ref ? { allOf: [s], nullable: true } : { ...s, nullable: true };
    };
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral))
      return withNull({ type: 'boolean' });
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.StringLiteral))
      return withNull({ type: 'string', enum: rest.map((t) => (t as ts.StringLiteralType).value).sort() });
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.NumberLiteral))
      return withNull({ type: 'number', enum: rest.map((t) => (t as ts.NumberLiteralType).value).sort() });
    // `string | 'A'` collapses to string; a mix of shapes is oneOf.
    if (rest.some((t) => t.flags & ts.TypeFlags.String)) return withNull({ type: 'string' });
    if (rest.length === 1) return withNull(toSchema(rest[0]!, depth));
    const booleans = rest.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const others = rest.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const variants = [
      ...(booleans.length ? [{ type: 'boolean' }] : []),
      ...others.map((t) => toSchema(t, depth + 1)),
    ];
    return withNull(variants.length === 1 ? variants[0]! : { oneOf: variants });
  };

  const objectSchema = (type: ts.Type, depth: number): Schema => {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration && ts.isMethodDeclaration(declaration)) continue;
      const propertyType = checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      properties[property.getName()] = toSchema(propertyType, depth + 1);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.getName());
    }
    const index = checker.getIndexInfosOfType(type)[0];
    const schema: Schema = { type: 'object' };
    if (Object.keys(properties).length > 0) schema.properties = properties;
    if (required.length > 0) schema.required = required;
    if (index) schema.additionalProperties = toSchema(index.type, depth + 1);
    return schema;
  };

  // Interfaces, classes and type aliases keep their name as a component; anonymous literals stay inline.
  const named = (type: ts.Type, build: () => Schema): Schema => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const name = symbol?.getName();
    const generic =
      (type.aliasTypeArguments?.length ?? 0) > 0 ||
      (((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0 &&
        checker.getTypeArguments(type as ts.TypeReference).length > 0);
    const isNamed = name && !name.startsWith('__') && !generic && /^[A-Z]/.test(name);
    if (!isNamed) return build();
    const known = naming.get(type);
    if (known) return { $ref: `#/components/schemas/${known}` };
    if (schemas[name] && !naming.has(type)) return build(); // the same name for another shape: inline it
    naming.set(type, name);
    schemas[name] = {};
    schemas[name] = build();
    return { $ref: `#/components/schemas/${name}` };
  };

  for (const file of files) {
    ts.forEachChild(file, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const decorators = ts.getDecorators(member) ?? [];
        const isRoute = decorators.some(
          (d) =>
            ts.isCallExpression(d.expression) && ROUTE_DECORATORS.has(d.expression.expression.getText(file)),
        );
        if (!isRoute) continue;
        const key = `${node.name.text}.${member.name.text}`;
        const writesItself = member.parameters.some((p) =>
          (ts.getDecorators(p) ?? []).some((d) => /^Res\(\s*\)$/.test(d.expression.getText(file))),
        );
        if (writesItself) {
          responses[key] = null;
          continue;
        }
        const signature = checker.getSignatureFromDeclaration(member);
        if (!signature) continue;
        const returned = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
        responses[key] = returned ? toSchema(returned, 0) : {};
      }
    });
  }
  return { schemas, responses };
}
