/**
 * One outcome type and one way to call Supabase (README "Errors"): an outcome that can fail is
 * `Result<T, E>` from supabase/functions/_shared/result.ts, and src/lib/supabase/call.ts is the one
 * place that reads what a failed call looks like. These checks parse the source, so the next file
 * that declares its own ok/not-ok shape, or digs in a supabase-js error itself, fails here with the
 * file and line named.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = join(ROOT, 'src');
/** The one module that calls Supabase and reads its errors. */
const CALL = 'src/lib/supabase/call.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/u.test(name) ? [path] : [];
  });
}

const parse = (file: string, text = readFileSync(file, 'utf8')): ts.SourceFile =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const at = (source: ts.SourceFile, node: ts.Node): string =>
  `${relative(ROOT, source.fileName)}:${String(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1)}`;

const nameOf = (name: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
  name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/**
 * Type literals and interfaces with an `ok` member typed `true`, `false` or `boolean`: a
 * hand-made outcome shape. (Values such as `{ ok: false, error }` are expressions, not types.)
 */
function handMadeOutcomes(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    if (!ts.isTypeLiteralNode(node) && !ts.isInterfaceDeclaration(node)) return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || nameOf(member.name) !== 'ok' || member.type === undefined)
        continue;
      const type = member.type;
      const flag =
        type.kind === ts.SyntaxKind.BooleanKeyword ||
        (ts.isLiteralTypeNode(type) &&
          (type.literal.kind === ts.SyntaxKind.TrueKeyword ||
            type.literal.kind === ts.SyntaxKind.FalseKeyword));
      if (flag) found.push(at(source, member));
    }
  });
  return found;
}

/** Reads of a supabase-js error's `context` (the functions error's HTTP answer): `.context`, `['context']`, `{ context }`. */
function contextReads(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    const read =
      (ts.isPropertyAccessExpression(node) && node.name.text === 'context') ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteral(node.argumentExpression) &&
        node.argumentExpression.text === 'context') ||
      (ts.isBindingElement(node) && (nameOf(node.propertyName) ?? nameOf(node.name)) === 'context') ||
      (ts.isPropertySignature(node) && nameOf(node.name) === 'context');
    if (read) found.push(at(source, node));
  });
  return found;
}

/** Functions, methods or constants named `attempt`: the wrapper that turns a throw into an error. */
function attemptWrappers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isMethodDeclaration(node)) &&
      node.name !== undefined &&
      nameOf(node.name) === 'attempt'
    ) {
      found.push(at(source, node));
    }
  });
  return found;
}

const sources = filesUnder(SRC).map((file) => parse(file));
const outside = (source: ts.SourceFile) => relative(ROOT, source.fileName) !== CALL;

describe('one result type', () => {
  it('src/ declares no ok/not-ok shape of its own: outcomes are Result<T, E> from _shared/result.ts', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap(handMadeOutcomes)).toEqual([]);
  });

  it('the check finds a hand-made shape, in a type or an interface, and passes a Result value', () => {
    const sample = parse(
      'sample.ts',
      [
        "type Saved = { ok: true; id: string } | { ok: false; reason: 'signedOut' };",
        'interface Loaded { ok: boolean; rows: unknown[] }',
        "const value: Result<string, string> = { ok: false, error: 'nej' };",
        'function load(): Promise<{ ok: true } | { ok: false; message: string }> { return load(); }',
      ].join('\n'),
    );
    expect(handMadeOutcomes(sample)).toEqual([
      'sample.ts:1',
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:4',
      'sample.ts:4',
    ]);
  });
});

describe('one way to call Supabase', () => {
  it(`only ${CALL} reads a supabase-js error's context`, () => {
    expect(sources.filter(outside).flatMap(contextReads)).toEqual([]);
    // The module itself does, so the check is looking at the right thing.
    expect(sources.filter((source) => !outside(source)).flatMap(contextReads).length).toBeGreaterThan(0);
  });

  it(`the one attempt() wrapper is ${CALL}'s`, () => {
    expect(sources.flatMap(attemptWrappers).map((where) => where.split(':')[0])).toEqual([CALL]);
  });

  it('the context check finds a property read, an element read, a destructuring and a declared field', () => {
    const sample = parse(
      'sample.ts',
      [
        'const a = (error as { context?: unknown }).context;',
        "const b = error['context'];",
        'const { context } = error;',
      ].join('\n'),
    );
    expect(contextReads(sample)).toEqual(['sample.ts:1', 'sample.ts:1', 'sample.ts:2', 'sample.ts:3']);
  });
});
