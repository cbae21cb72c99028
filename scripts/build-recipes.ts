/**
 * `npm run recipes:build`: checks every recipe file in content/recipes/ and writes the engine's
 * catalogue module (supabase/functions/_shared/catalogue/recipes.generated.ts) from them.
 * `--check` writes nothing and fails when the module is not what the files say (the build runs it
 * so: `npm run build` and `npm run dev` write first, a plain `astro build` — as in `npm test` —
 * catches a recipe file changed without the module). A problem names the file and the line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { GENERATED_MODULE, readRecipeFiles, renderGeneratedModule } from './lib/recipe-files.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const { recipes, problems } = readRecipeFiles(root);
if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.where}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s) in the recipe files; nothing was written.`);
  process.exit(1);
}

const out = join(root, GENERATED_MODULE);
const text = renderGeneratedModule(recipes);
const current = existsSync(out) ? readFileSync(out, 'utf8') : undefined;
if (current === text) {
  console.log(`${recipes.length} recipes checked; ${GENERATED_MODULE} is up to date.`);
} else if (check) {
  console.error(`${GENERATED_MODULE} does not match content/recipes/: run \`npm run recipes:build\`.`);
  process.exit(1);
} else {
  writeFileSync(out, text);
  console.log(`${recipes.length} recipes checked; wrote ${GENERATED_MODULE}.`);
}
