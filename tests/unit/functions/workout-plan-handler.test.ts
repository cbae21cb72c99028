import { describe, expect, it } from 'vitest';
import * as handlerModule from '../../../supabase/functions/generate-workout-plan/handler.ts';
import { workoutHandlerCases } from '../../../supabase/functions/generate-workout-plan/handler.cases.ts';

// The same cases handler.test.ts runs under Deno, here under Node 22 as the local server runs them.
describe('generate-workout-plan handler under Node', () => {
  it('exports the handler as default and as `handler`, as the local server loads it', () => {
    expect(typeof handlerModule.default).toBe('function');
    expect(handlerModule.handler).toBe(handlerModule.default);
  });
  for (const { name, run } of workoutHandlerCases) it(name, run);
});
