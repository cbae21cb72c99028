/**
 * The recipe catalogue's source: one YAML file per recipe in `content/recipes/<id>.yaml` (the file
 * name is the recipe's id and its page address, /recipes/<id>). This module reads and checks them
 * and renders the engine's module `supabase/functions/_shared/catalogue/recipes.generated.ts`
 * (the edge functions cannot read files, so the catalogue they bundle is generated and committed).
 *
 * A file that does not pass stops the build with the file and the line: a missing or unknown
 * field, a meal type or cuisine outside the vocabulary, an ingredient whose food does not resolve
 * to a Livsmedelsnummer with nutrient values, a unit the quantity code does not know, or a kitchen
 * measure the food has no conversion for (the line would silently show grams instead).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { isMap, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { z } from 'zod';

import {
  CUISINES,
  KITCHEN_UNITS,
  MEAL_TYPES,
  type KitchenUnit,
} from '../../supabase/functions/_shared/domain.ts';
import { FOOD_META, META_BY_NUMBER } from '../../supabase/functions/_shared/catalogue/food-meta.ts';
import { FOOD_ROWS } from '../../supabase/functions/_shared/catalogue/foods.generated.ts';
import type { RecipeSource } from '../../supabase/functions/_shared/catalogue/types.ts';

export const RECIPES_DIR = 'content/recipes';
export const GENERATED_MODULE = 'supabase/functions/_shared/catalogue/recipes.generated.ts';

/** Lower-case words joined by "-": the id is part of the page's address. */
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const foodRef = z.union([z.string().min(1), z.number().int().positive()]);

/** One recipe file. Amounts are for ONE portion: grams of the edible food, and the unit shown. */
export const recipeFileSchema = z.strictObject({
  name: z.string().trim().min(3),
  description: z.string().trim().min(10),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1),
  cuisines: z.array(z.enum(CUISINES)).min(1),
  /** Minutes, start to table. */
  cookingTime: z.number().int().min(1).max(600),
  /** [food, grams, unit]: the food's key in food-meta.ts (or its Livsmedelsnummer). */
  ingredients: z.array(z.tuple([foodRef, z.number().positive().max(2000), z.string()])).min(1),
  steps: z.array(z.string().trim().min(3)).min(1),
  /** A draft is built by `npm run dev` only: never published, never in a generated plan. */
  draft: z.boolean().optional(),
});

export interface RecipeFileProblem {
  /** "content/recipes/x.yaml:12" */
  where: string;
  message: string;
}

type Path = readonly (string | number)[];

const MEASURES = ['dl', 'msk', 'tsk'] as const;
const NUTRIENT_NUMBERS = new Set(Object.keys(FOOD_ROWS).map(Number));
const NUMBER_BY_KEY = new Map<string, number>(
  Object.entries(FOOD_META).map(([key, meta]) => [key, meta.number]),
);

function resolveFood(ref: string | number): number | string {
  const number = typeof ref === 'number' ? ref : NUMBER_BY_KEY.get(ref);
  if (number === undefined) return `unknown food "${ref}": use a key of FOOD_META in food-meta.ts`;
  if (!META_BY_NUMBER.has(number)) return `Livsmedelsnummer ${number} has no entry in food-meta.ts`;
  if (!NUTRIENT_NUMBERS.has(number)) {
    return `Livsmedelsnummer ${number} has no nutrient values in foods.generated.ts (npm run foods:build)`;
  }
  return number;
}

/** Why `unit` cannot show this food's amount, or undefined when it can. */
function unitProblem(number: number, unit: string): string | undefined {
  if (!(KITCHEN_UNITS as readonly string[]).includes(unit)) {
    return `unknown unit "${unit}": use one of ${KITCHEN_UNITS.join(', ')}`;
  }
  const meta = META_BY_NUMBER.get(number);
  const per = meta?.gramsPer ?? {};
  if (unit === 'st' && per.st === undefined)
    return `${meta?.name ?? number} has no grams per piece (st) in food-meta.ts`;
  if ((MEASURES as readonly string[]).includes(unit) && MEASURES.every((m) => per[m] === undefined)) {
    return `${meta?.name ?? number} has no grams per dl, msk or tsk in food-meta.ts`;
  }
  return undefined;
}

interface ParsedFile {
  recipe?: RecipeSource;
  problems: RecipeFileProblem[];
}

/** Reads and checks one recipe file's text. */
export function parseRecipeFile(file: string, text: string): ParsedFile {
  const id = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const problems: RecipeFileProblem[] = [];
  const at = (line: number, message: string): void => {
    problems.push({ where: `${file}:${line}`, message });
  };
  /** The line of the deepest node on the path that exists (a missing field points at its parent). */
  const lineAt = (path: Path): number => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as YamlNode | undefined;
      if (node?.range) return lineOf(node.range[0]);
    }
    return 1;
  };

  if (!ID_PATTERN.test(id))
    at(1, `file name "${id}" must be lower-case words joined by "-" (it is the page address)`);
  for (const error of doc.errors) at(lineOf(error.pos[0]), error.message.split('\n')[0] ?? error.code);
  if (doc.errors.length > 0) return { problems };
  if (!isMap(doc.contents)) {
    at(1, "expected the recipe's fields (name:, description:, …)");
    return { problems };
  }

  const raw: unknown = doc.toJS();
  const parsed = recipeFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path as Path;
      const field = path.join('.');
      const missing = issue.code === 'invalid_type' && doc.getIn(path, true) === undefined;
      at(lineAt(path), missing ? `missing field "${field}"` : `${field || 'recipe'}: ${issue.message}`);
    }
  }

  // Foods and units are checked even when another field failed, so one build names every problem.
  const lines = (raw as { ingredients?: unknown }).ingredients;
  const ingredients: [number, number, KitchenUnit][] = [];
  (Array.isArray(lines) ? lines : []).forEach((line: unknown, index) => {
    if (!Array.isArray(line) || line.length !== 3) return;
    const [ref, grams, unit] = line as unknown[];
    if ((typeof ref !== 'string' && typeof ref !== 'number') || typeof unit !== 'string') return;
    const where = lineAt(['ingredients', index]);
    const number = resolveFood(ref);
    if (typeof number === 'string') {
      at(where, number);
      return;
    }
    const problem = unitProblem(number, unit);
    if (problem !== undefined) {
      at(where, problem);
      return;
    }
    ingredients.push([number, Number(grams), unit as KitchenUnit]);
  });
  if (!parsed.success || problems.length > 0) return { problems };

  const { draft, ...fields } = parsed.data;
  return { recipe: { id, ...fields, ingredients, ...(draft ? { draft } : {}) }, problems };
}

/** Every recipe file of `dir` (sorted by id), and every problem found. */
export function readRecipeFiles(
  root: string,
  dir = RECIPES_DIR,
): { recipes: RecipeSource[]; problems: RecipeFileProblem[] } {
  const absolute = join(root, dir);
  const files = readdirSync(absolute)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  const recipes: RecipeSource[] = [];
  const problems: RecipeFileProblem[] = [];
  for (const name of files) {
    const file = relative(root, join(absolute, name));
    const result = parseRecipeFile(file, readFileSync(join(absolute, name), 'utf8'));
    problems.push(...result.problems);
    if (result.recipe) recipes.push(result.recipe);
  }
  return { recipes, problems };
}

/** The engine's module: the recipes as data, one per line, in id order. */
export function renderGeneratedModule(recipes: readonly RecipeSource[]): string {
  const lines = recipes.map((recipe) => `  ${JSON.stringify(recipe)},`);
  return `/**
 * The recipe catalogue as written in content/recipes/<id>.yaml, one recipe per line.
 * Generated by \`npm run recipes:build\` (also run by \`npm run build\` and \`npm run dev\`): do not
 * edit by hand; edit the recipe's file.
 */
import type { RecipeSource } from './types.ts';

export const RECIPE_SOURCES: readonly RecipeSource[] = [
${lines.join('\n')}
];
`;
}

/** What `syncGeneratedModule` found: problems as "file:line: message", and whether it wrote. */
export interface RecipeSync {
  problems: string[];
  count: number;
  wrote: boolean;
}

/**
 * Checks every recipe file and brings the engine's module in line with them: `write` rewrites a
 * module the files no longer match (`npm run recipes:build`, `astro dev`); without it, a module
 * that does not match is a problem (`astro build`, `--check`). A problem in a file writes nothing.
 */
export function syncGeneratedModule(root: string, write: boolean): RecipeSync {
  const { recipes, problems } = readRecipeFiles(root);
  if (problems.length > 0) {
    return { problems: problems.map((p) => `${p.where}: ${p.message}`), count: 0, wrote: false };
  }
  const out = join(root, GENERATED_MODULE);
  const text = renderGeneratedModule(recipes);
  if (existsSync(out) && readFileSync(out, 'utf8') === text)
    return { problems: [], count: recipes.length, wrote: false };
  if (!write) {
    const stale = `${GENERATED_MODULE} does not match content/recipes/: run \`npm run recipes:build\``;
    return { problems: [stale], count: 0, wrote: false };
  }
  writeFileSync(out, text);
  return { problems: [], count: recipes.length, wrote: true };
}
