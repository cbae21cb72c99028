/**
 * `npm run budget`: fails when a built page's first-load JS or CSS is over its budget
 * (README "Byte budget"). Run after `astro build`.
 */
import { existsSync } from 'node:fs';

import { formatServiceWorker, formatWeights, weighBuild, weighServiceWorker } from './lib/page-weight.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`Budget: ${dist}/ finns inte — kör "npm run build" först.`);
  process.exit(1);
}
const pages = weighBuild(dist);
console.log(formatWeights(pages));
console.log(`\n${formatServiceWorker(weighServiceWorker(dist))}`);
const over = pages.filter((page) => page.over.length > 0);
if (over.length > 0) {
  console.error(
    `\nBudget: ${over.length} of ${pages.length} pages over budget: ${over.map((page) => page.route).join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nBudget: all ${pages.length} pages within budget.`);
