import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@shared/': fileURLToPath(new URL('./supabase/functions/_shared/', import.meta.url)),
};

/** Unit test files that mock a module or read a store's first state: they run isolated. */
const ISOLATED_UNIT = [
  'tests/unit/auth/session-follows-client.test.ts',
  'tests/unit/lib/synced-log.test.ts',
  'tests/unit/lib/schemas-on-first-use.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ISOLATED_UNIT,
          environment: 'node',
          // Files share a worker's module cache: each file no longer pays for its own worker and
          // for importing zod, the catalogue and the engine again (the unit run alone: 57 → 32 s).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Files that mock a module or need a module's first state get a fresh worker each.
        test: { name: 'unit-isolated', include: ISOLATED_UNIT, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
