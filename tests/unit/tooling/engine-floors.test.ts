/**
 * The engine (supabase/functions/_shared) is built in floors: a module stands above all that it
 * imports, so it can be read, tested and loaded with only what is under it. Two files that import
 * each other (even for a type), or two folders that do, have no floor to stand on; these checks
 * name the loop.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ENGINE = join(ROOT, 'supabase/functions/_shared');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** The engine's files (relative to `_shared`), each with the engine files it imports, types included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(ENGINE)) {
    const specs = [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/gu)];
    const targets = specs.map(([, spec]) => relative(ENGINE, resolve(dirname(file), spec ?? '')));
    graph.set(
      relative(ENGINE, file),
      targets.filter((target) => !target.startsWith('..')),
    );
  }
  return graph;
}

/** A loop of the graph as its nodes in order (first = last), or undefined when there is none. */
function loopIn(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | undefined => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop !== undefined) return loop;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const loop = visit(node);
    if (loop !== undefined) return loop;
  }
  return undefined;
}

/** The room a file stands in: its folder under `_shared` (catalogue, nutrition…), or itself. */
const roomOf = (file: string) => file.split('/')[0] ?? file;

describe('the engine stands in floors', () => {
  const graph = importGraph();

  it('reads the whole engine', () => {
    expect(graph.size).toBeGreaterThanOrEqual(60);
    expect(graph.get('meal-plan/portion.ts')).toContain('meal-plan/portion-search.ts');
  });

  it('no two files import each other, directly or round a loop (type imports count)', () => {
    expect(loopIn(graph)?.join(' -> ')).toBeUndefined();
  });

  it('no two folders import each other: catalogue, nutrition, meal-plan, schemas… each on its floor', () => {
    const rooms = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = roomOf(file);
      const above = rooms.get(from) ?? [];
      for (const target of targets) {
        const to = roomOf(target);
        if (to !== from && !above.includes(to)) above.push(to);
      }
      rooms.set(from, above);
    }
    expect(loopIn(rooms)?.join(' -> ')).toBeUndefined();
  });
});
