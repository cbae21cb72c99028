/**
 * `npm run icons:build`: draws the app icons (public/icons/*.png, committed) from their SVG sources
 * in public/icons/: the plain icon at 192 and 512 px and as Apple's 180 px touch icon, and the
 * maskable icon (full-bleed background, the drawing inside the central safe circle) at 192 and 512.
 * Run it after changing an SVG; tests/unit/pwa-manifest.test.ts checks every size the manifest names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'public', 'icons');
const outputs: { source: string; file: string; size: number }[] = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon.svg', file: 'apple-touch-icon.png', size: 180 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-192.png', size: 192 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
];
for (const { source, file, size } of outputs) {
  await sharp(readFileSync(join(dir, source)), { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(dir, file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
