import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Wire facts once (issue 37): a shape the api answers or takes is the generated client's type
// (lib/api/generated, from the OpenAPI document), never a hand-made copy that drifts when the api
// changes. This finds an interface or object type in web/src whose properties — names, optionality
// and written types — are exactly those of an object type in the generated file.

const SRC = join(__dirname, '..', '..');
const GENERATED = join(SRC, 'lib', 'api', 'generated', 'slabworks-api.ts');
/** Fewer properties than this match too much by chance ({ id, name }). */
const AT_LEAST = 3;

/** Shapes the api still describes inline, with no schema name to import: say why, name the fix. */
const INLINE_IN_THE_DOCUMENT: Record<string, string> = {};

/** A form's own values that happen to match a request body, by file and name: say why. */
const FORM_VALUES: Record<string, string> = {
  'features/auth/forms/auth-rules.ts: NewPasswordValues':
    'the fields of the change, reset and sign-up forms, each may still be empty; SignupValues extends it',
};

const shapeOf = (literal: ts.TypeLiteralNode | ts.InterfaceDeclaration): string | null => {
  const properties = literal.members.filter(ts.isPropertySignature);
  if (properties.length < AT_LEAST || properties.length !== literal.members.length) return null;
  return properties
    .map(
      (p) =>
        `${p.name.getText()}${p.questionToken ? '?' : ''}:${p.type?.getText().replace(/\s+/g, ' ') ?? ''}`,
    )
    .sort()
    .join(',');
};

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const generatedShapes = (): Map<string, string> => {
  const shapes = new Map<string, string>();
  const visit = (node: ts.Node, owner: string) => {
    const name = ts.isTypeAliasDeclaration(node) ? node.name.text : owner;
    if (ts.isTypeLiteralNode(node)) {
      const shape = shapeOf(node);
      if (shape && !shapes.has(shape)) shapes.set(shape, name);
    }
    ts.forEachChild(node, (child) => visit(child, name));
  };
  visit(parse(GENERATED), '');
  return shapes;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('wire types', () => {
  it('no screen declares its own copy of a type the generated client has', () => {
    const generated = generatedShapes();
    const copies: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const check = (node: ts.Node) => {
        const declared = ts.isInterfaceDeclaration(node)
          ? { name: node.name.text, shape: shapeOf(node) }
          : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
            ? { name: node.name.text, shape: shapeOf(node.type) }
            : null;
        const twin = declared?.shape && generated.get(declared.shape);
        const where = declared && `${relative(SRC, file)}: ${declared.name}`;
        if (declared && twin && !INLINE_IN_THE_DOCUMENT[declared.shape!] && !FORM_VALUES[where!])
          copies.push(`${where} is a copy of the generated ${twin}`);
        ts.forEachChild(node, check);
      };
      check(parse(file));
    }
    expect(copies).toEqual([]);
  });
});
