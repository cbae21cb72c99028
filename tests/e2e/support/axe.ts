/**
 * axe-core in the page under test, cheaply. `@axe-core/playwright`'s `analyze()` sends axe's 560 KB
 * source to the page twice and, by default, runs the last step in a second, blank page with the
 * source a third time: 17–22 s per call on two loaded cores, where axe's own run takes 1–2 s. Here
 * the source is evaluated once per document and axe runs in the page itself, reporting violations
 * only (`resultTypes`: passes are not collected node by node). The rules and tags are the same.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A/AA and axe's best practices: what every sweep in these tests asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The first five elements that fail the rule. */
  targets: string[];
}

interface AxeWindow {
  axe?: {
    run: (
      context: unknown,
      options: unknown,
    ) => Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    }>;
  };
}

/**
 * The serious and critical axe violations on the page as it is now (or inside `include`, a CSS
 * selector). `tags: 'all'` runs every rule axe has, as `new AxeBuilder({ page })` without tags does.
 */
export async function axeBlocking(
  page: Page,
  options: { include?: string; tags?: readonly string[] | 'all' } = {},
): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const tags = options.tags ?? AXE_TAGS;
  const findings = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as AxeWindow).axe;
      if (axe === undefined) throw new Error('axe-core did not load');
      const results = await axe.run(include === undefined ? document : { include: [include] }, {
        resultTypes: ['violations'],
        ...(tags === 'all' ? {} : { runOnly: { type: 'tag', values: tags } }),
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    { include: options.include, tags },
  );
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
