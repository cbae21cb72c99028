/**
 * `npm run recipes:build`: checks every recipe file in content/recipes/ and writes the engine's
 * catalogue module (supabase/functions/_shared/catalogue/recipes.generated.ts) from them.
 * `--check` writes nothing and fails when the module is not what the files say (the build runs it
 * so: `npm run build` and `npm run dev` write first, a plain `astro build` — as in `npm test` —
 * catches a recipe file changed without the module). A problem names the file and the line.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { GENERATED_MODULE, syncGeneratedModule } from './lib/recipe-files.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { problems, count, wrote } = syncGeneratedModule(root, !process.argv.includes('--check'));
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`${count} recipes checked; ${GENERATED_MODULE} ${wrote ? 'written' : 'is up to date'}.`);
