import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('the web app manifest', () => {
  it('is Swedish, starts at the home page and uses the brand colour of the design tokens', () => {
    expect(manifest.lang).toBe('sv');
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.name).toMatch(/^Hälsoplaneraren/);
    expect(manifest.start_url).toBe('/');
    const css = readFileSync(join(publicDir, '..', 'src', 'styles', 'global.css'), 'utf8');
    expect(css).toContain(`--color-brand-700: ${manifest.theme_color};`);
  });

  it('names PNG icons of the sizes they are, plain and maskable, at 192 and 512 px', () => {
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find(
          (i) => i.purpose === purpose && i.sizes === `${String(size)}x${String(size)}`,
        );
        expect(icon, `${purpose} ${String(size)}`).toBeDefined();
        const png = readFileSync(join(publicDir, icon?.src ?? ''));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }
  });
});
