/** V8's compile hint goes on the chunks whose functions run when they load, after minification. */
import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, compileHints, runsWhenLoaded } from '../../../scripts/lib/compile-hints.mjs';

/** Code long enough to be hinted when its modules run on load. */
const LONG = `export const a=${'1'.repeat(5000)};`;

const chunk = (fileName: string, moduleIds: string[], code = LONG) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  code,
});

describe('compile hints', () => {
  it('marks React DOM, zod and our components, not data, supabase-js or the header scripts', () => {
    expect(runsWhenLoaded(['/app/node_modules/react-dom/cjs/react-dom-client.production.js'])).toBe(true);
    expect(runsWhenLoaded(['/app/src/ui/Button.tsx', '/app/src/ui/on-demand.ts'])).toBe(true);
    expect(runsWhenLoaded(['/app/src/islands/weight/WeightEntry.tsx'])).toBe(true);
    expect(
      runsWhenLoaded(['/app/node_modules/zod/v4/core/core.js', '/app/node_modules/zod/v4/mini/schemas.js']),
    ).toBe(true);
    expect(runsWhenLoaded(['/app/src/lib/plans/swap-state.ts', '/app/src/data/catalogue.ts'])).toBe(false);
    expect(runsWhenLoaded(['/app/node_modules/@supabase/supabase-js/dist/index.mjs'])).toBe(false);
    expect(runsWhenLoaded(['/app/src/scripts/menu.ts', '/app/src/stores/session.ts'])).toBe(false);
    // A component library's .tsx in node_modules is not ours to vouch for.
    expect(runsWhenLoaded(['/app/node_modules/some-lib/src/Widget.tsx'])).toBe(false);
  });

  it('puts the hint on the first line of the marked chunks of 5,000 characters or more, once the code is final', () => {
    const plugin = compileHints();
    const bundle = {
      react: chunk('_astro/react-dom.js', ['/app/node_modules/react-dom/index.js']),
      zod: chunk('_astro/schemas.js', ['/app/node_modules/zod/v4/core/core.js']),
      data: chunk('_astro/catalogue.js', ['/app/src/data/catalogue.ts']),
      form: chunk('_astro/Form.js', ['/app/src/ui/Form.tsx'], 'export const Form=1;'),
      css: { type: 'asset' as const, fileName: '_astro/site.css', source: 'a{}' },
    };
    const generate = plugin.generateBundle as { order: string; handler: (o: unknown, b: unknown) => void };
    expect(generate.order).toBe('post');
    generate.handler({}, bundle);
    expect(bundle.react.code).toBe(`${COMPILE_HINT}${LONG}`);
    expect(bundle.react.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle.zod.code).toBe(`${COMPILE_HINT}${LONG}`);
    expect(bundle.data.code).toBe(LONG);
    expect(bundle.form.code).toBe('export const Form=1;');
    expect(bundle.css.source).toBe('a{}');
  });
});
