// Deno tests (`deno test --allow-env --allow-net=127.0.0.1 --allow-read supabase/functions/`), run
// through node:test so the same file also type-checks with the project's Node types.
import { test } from 'node:test';
import { mealHandlerCases } from './handler.cases.ts';

for (const { name, run } of mealHandlerCases) void test(name, run);
