import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { builtFile } from '../../../scripts/lib/static-files.ts';

describe('builtFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'built-'));
  mkdirSync(join(root, 'meal-plan'));
  writeFileSync(join(root, 'meal-plan/index.html'), '');
  writeFileSync(join(root, '404.html'), '');
  writeFileSync(join(root, 'sw.js'), '');
  writeFileSync(`${root}-secret.txt`, '');
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(`${root}-secret.txt`, { force: true });
  });

  it('answers a file, a folder with its index.html, and a page without its .html', () => {
    expect(builtFile(root, '/sw.js')).toBe(join(root, 'sw.js'));
    expect(builtFile(root, '/meal-plan')).toBe(join(root, 'meal-plan/index.html'));
    expect(builtFile(root, '/meal-plan/')).toBe(join(root, 'meal-plan/index.html'));
    expect(builtFile(root, '/404')).toBe(join(root, '404.html'));
  });

  it('answers nothing for a missing path or one that leads outside the build', () => {
    expect(builtFile(root, '/nowhere')).toBeUndefined();
    expect(builtFile(root, `/../${root.split('/').pop() ?? ''}-secret.txt`)).toBeUndefined();
  });
});
