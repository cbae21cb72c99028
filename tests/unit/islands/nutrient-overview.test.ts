import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CUISINES } from '@shared/domain.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import type { MealPlan, MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { assessPlan } from '@shared/nutrition/tips.ts';
import { NutrientOverview } from '@/islands/meal-plan/NutrientOverview.tsx';
import { TipList } from '@/islands/meal-plan/TipList.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const START = new Date('2026-11-18T10:00:00');

function plan(dietType: 'vegan' | 'balanced', seed = 5): MealPlan {
  const result = generateMealPlan(
    {
      calories: 2200,
      dietType,
      cuisine: [...CUISINES],
      goal: 'maintenance',
      restrictions: '',
      includeSnacks: true,
    },
    { startDate: START, seed },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.plan;
}

function render(p: MealPlan, sex?: 'male' | 'female', diet?: 'vegan'): string {
  return renderToStaticMarkup(createElement(NutrientOverview, { plan: p, diet, ...(sex ? { sex } : {}) }));
}

/** The rows of the table as [nutrient, amount, reference, verdict] text. */
function rows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/u.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gu)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gu)].map((cell) =>
      (cell[1] ?? '')
        .replace(/<span aria-hidden="true">[^<]*<\/span>/gu, '')
        // The reference repeated under the amount for phones (its own column from sm up).
        .replace(/<span class="[^"]*sm:hidden[^"]*">[^<]*<\/span>/gu, '')
        .replace(/<[^>]+>/gu, '')
        .replace(/&#x27;/gu, "'")
        .trim(),
    ),
  );
}

describe('NutrientOverview', () => {
  it('renders the week as a real table with caption, column and row headers', () => {
    const html = render(plan('balanced'));
    expect(html).toMatch(/<h2[^>]*>Näringsöversikt<\/h2>/u);
    expect(html).toMatch(/<caption[^>]*>Veckan, genomsnitt per dag<\/caption>/u);
    expect(html.match(/<th scope="col"/gu)).toHaveLength(4);
    const table = rows(html);
    expect(table.map((r) => r[0])).toEqual([
      'Kostfiber',
      'Fullkorn',
      'Grönsaker, frukt och bär',
      'Salt',
      'Mättat fett',
      'Tillsatt socker',
      'Järn',
      'Kalcium',
      'D-vitamin',
      'B12-vitamin',
    ]);
    const salt = table.find((r) => r[0] === 'Salt');
    expect(salt?.[1]).toMatch(/^\d+(,\d)? g$/u);
    expect(salt?.[2]).toBe('högst 6 g');
    // On a phone the reference column is hidden and the reference shows under the amount.
    expect(html).toMatch(/<span class="[^"]*sm:hidden[^"]*">högst 6 g<\/span>/u);
    expect(['bra', 'högt']).toContain(salt?.[3]);
    // A day selector: the week and the seven days as radio buttons in a fieldset.
    expect(html.match(/type="radio"/gu)).toHaveLength(8);
    expect(html).toContain('<legend');
  });

  it('shows a vegan week the B12 tip: fortified oat drink and Livsmedelsverket’s supplement advice', () => {
    const week = plan('vegan');
    const b12 = rows(render(week, undefined, 'vegan')).find((r) => r[0] === 'B12-vitamin');
    expect(b12?.[3]).toBe('lågt');
    // The tips' texts load after hydration; the list shows what assessPlan gives for the diet.
    const html = renderToStaticMarkup(
      createElement(TipList, { tips: assessPlan(week, undefined, { diet: 'vegan' }).tips }),
    );
    const tip = /<li data-tip="vitaminB12"[^>]*>([\s\S]*?)<\/li>/u.exec(html)?.[1] ?? '';
    expect(tip).toContain('berikad havredryck');
    expect(tip).toMatch(/rekommenderar Livsmedelsverket.*B12-tillskott/u);
    expect(tip).toMatch(/Källa:.*Livsmedelsverket/u);
  });

  it('server-renders the tips as loading: their texts are not part of the first load', () => {
    const html = render(plan('vegan'), undefined, 'vegan');
    expect(html).toContain('Tar fram veckans tips...');
    expect(html).not.toContain('data-tip=');
    expect(renderToStaticMarkup(createElement(TipList, { tips: [] }))).toContain(
      'Veckan når alla referensvärden',
    );
  });

  it('says in its source note that lactose-free products carry their ordinary product’s values, when the plan has one', () => {
    const NOTE = 'Laktosfria produkter (laktosfri mjölk';
    const lactoseFree = generateMealPlan(
      {
        calories: 2200,
        dietType: 'balanced',
        cuisine: [...CUISINES],
        goal: 'maintenance',
        restrictions: 'laktos',
        includeSnacks: true,
      },
      { startDate: START, seed: 5 },
    );
    if (!lactoseFree.ok) throw new Error(lactoseFree.error.message);
    expect(render(lactoseFree.value.plan)).toContain(NOTE);
    expect(render(plan('balanced'))).not.toContain(NOTE);
  });

  it('says which iron reference it used', () => {
    expect(render(plan('balanced'))).toContain('eftersom kön inte är angivet');
    const male = render(plan('balanced'), 'male');
    expect(rows(male).find((r) => r[0] === 'Järn')?.[2]).toBe('minst 9 mg');
    expect(male).toContain('referensen för män (9 mg)');
    expect(rows(render(plan('balanced'), 'female')).find((r) => r[0] === 'Järn')?.[2]).toBe('minst 15 mg');
  });

  it('shows unknown as okänt, never as zero, for a plan without ingredient data (e.g. from an AI)', () => {
    const bare: MealPlan = plan('balanced').map((d): MealPlanDay => {
      const strip = <M extends { nutrients?: unknown; items?: unknown }>(m: M): M => {
        const copy = { ...m };
        delete copy.nutrients;
        delete copy.items;
        return copy;
      };
      return {
        ...d,
        breakfast: strip(d.breakfast),
        lunch: strip(d.lunch),
        dinner: strip(d.dinner),
        ...(d.snack ? { snack: strip(d.snack) } : {}),
      };
    });
    const html = render(bare);
    const table = rows(html);
    expect(table.every((r) => r[1] === 'okänt' && r[3] === 'okänt')).toBe(true);
    expect(html).toContain('Det räknas aldrig som noll');
    expect(assessPlan(bare).tips).toEqual([]);
  });

  it('uses a pattern and a reference mark for the bar, not colour alone', () => {
    const html = render(plan('vegan'), undefined, 'vegan');
    expect(html).toMatch(/repeating-linear-gradient/u);
    expect(html).toContain('left-2/3');
    expect(html).toMatch(/<span aria-hidden="true">↓ <\/span>lågt/u);
  });
});

/**
 * The component ships on /meal-plan (140 KB gzip with React): its static imports must not pull in
 * the recipe catalogue, the food table or zod. Only a dynamic import (an older plan without stored
 * nutrients) may load the food table.
 */
describe('NutrientOverview JS weight', () => {
  const withExtension = (path: string): string =>
    ['', '.ts', '.tsx']
      .map((ext) => path + ext)
      .find((file) => existsSync(file) && !statSync(file).isDirectory()) ?? path;
  const resolveImport = (from: string, spec: string): string | undefined => {
    if (spec.startsWith('@shared/'))
      return withExtension(resolve(ROOT, 'supabase/functions/_shared', spec.slice(8)));
    if (spec.startsWith('@/')) return withExtension(resolve(ROOT, 'src', spec.slice(2)));
    if (spec.startsWith('.')) return withExtension(resolve(dirname(from), spec));
    return undefined; // a package
  };

  function staticImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
    if (seen.has(file)) return seen;
    const source = readFileSync(file, 'utf8');
    const specs = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gmu)].map(
      (m) => m[1] ?? '',
    );
    seen.set(file, specs);
    for (const spec of specs) {
      const target = resolveImport(file, spec);
      if (target) staticImports(target, seen);
    }
    return seen;
  }

  it('statically imports only the reference module, the assessment, the messages, React and the toasts', () => {
    const graph = staticImports(resolve(ROOT, 'src/islands/meal-plan/NutrientOverview.tsx'));
    const files = [...graph.keys()].map((f) => f.slice(ROOT.length + 1));
    expect(files.filter((f) => /catalogue|foods\.generated|schemas\//u.test(f))).toEqual([]);
    const packages = new Set([...graph.values()].flat().filter((s) => !/^(\.|@\/|@shared\/)/u.test(s)));
    // nanostores: the toasts store, on every page's first load already (the toast host reads it).
    expect([...packages].sort()).toEqual(['nanostores', 'react']);
  });
});
