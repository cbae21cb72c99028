/**
 * A phone is the first screen: no page is wider than a 360 px phone screen (isMobile, so the
 * page's viewport meta applies as on a phone), signed out and signed in, with a plan kept on the
 * device, a 3,000-character meal name and a 200-character plan name, and with the dialogs open.
 * 360 px is the narrowest common phone, and no layout changes between it and wider phones (the
 * first breakpoint is 640 px), so a page that fits it fits a 390 px phone too. Every built page is
 * visited once per state (one page, navigated), so the sweep stays quick. And the printed week and shopping list: page counts of a typical 4-meal week as a PDF.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { withOneRecipePage } from './content-dist';
import { expect, hydrated, test, type Page } from './support/test';

import { createUser, signInAs } from './support/backend';
import {
  giveHealthDataConsent,
  insertPlan,
  MEAL_PREFERENCES,
  mealPlanFor,
  scrollThroughWeek,
  scrollToOverview,
  storeGeneratedPlan,
} from './support/plans';

const NOT_FOUND = '/den-har-sidan-finns-inte';

/**
 * Every page the build wrote (dist/**\/index.html and the 404; one recipe page for all), as paths,
 * plus a path that is not found.
 */
function builtPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html')
        paths.push(`/${dir.slice('dist'.length + 1)}`.replace(/\/$/, '') || '/');
    }
  };
  walk('dist');
  // The recipe pages share one template: one of them stands for all (tests/e2e/recipes.spec.ts).
  return [...withOneRecipePage(paths.sort()), NOT_FOUND];
}

/** A plan whose Monday lunch has a 3,000-character name without a space (it must wrap). */
const LONG_MEAL_NAME = 'Långnamn'.repeat(375);
const LONG_PLAN_NAME = 'Planeringsnamnutanmellanrum'.repeat(8).slice(0, 200);

async function storeLongNamedPlan(page: Page): Promise<void> {
  const { plan, notices, unknownRestrictions } = mealPlanFor();
  const monday = plan[0];
  if (monday === undefined) throw new Error('no Monday');
  monday.lunch.name = LONG_MEAL_NAME;
  await page.goto('/robots.txt');
  await page.evaluate(
    ([prefs, days, notes]) => {
      localStorage.setItem('mealPreferences', JSON.stringify(prefs));
      localStorage.setItem('generatedMealPlan', JSON.stringify(days));
      localStorage.setItem('hp:generation-notes', JSON.stringify(notes));
    },
    [MEAL_PREFERENCES, plan, { notices, unknownRestrictions }] as const,
  );
}

/**
 * How wide the page is once everything on it has laid out: scrolled to the end (the
 * Näringsöversikt lays out as it comes near the screen), then back.
 */
async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frames();
    window.scrollTo(0, 0);
    await frames();
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  });
}

/**
 * Opens `path` and waits for what a person waits for there before the page is complete (signed
 * out, /my-plans sends the visitor on to /auth).
 */
async function open(page: Page, path: string, signedIn = false): Promise<void> {
  await page.goto(path);
  // The whole week, scrolled through as a reader does: each day is built as it comes near.
  if (path === '/meal-plan') await scrollThroughWeek(page);
  else if (path === '/my-plans' && signedIn)
    await expect(page.locator('[data-plan-card]').first()).toBeVisible();
  else if (path === '/my-plans') await expect(page).toHaveURL(/\/auth\?next=/);
  if (path !== NOT_FOUND) await hydrated(page);
}

for (const width of [360]) {
  test.describe(`a ${String(width)} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    /** Too wide: "path: 463 px" for every page (or dialog) wider than the screen. */
    const tooWide: string[] = [];
    const measure = async (page: Page, what: string) => {
      const { scrollWidth, innerWidth } = await pageWidth(page);
      // The phone must not have zoomed the page out to fit it: its layout viewport is the screen.
      if (scrollWidth > width || innerWidth !== width) tooWide.push(`${what}: ${String(scrollWidth)} px`);
    };
    test.beforeEach(() => {
      tooWide.length = 0;
    });

    test('signed out: every page, with a plan kept on the device and a 3,000-character meal name', async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      consoleErrors.allow(/status of 404 \(Not Found\)/, /404: sidan hittades inte: /);
      await storeLongNamedPlan(page);
      await open(page, '/meal-plan');
      await expect(page.getByTestId('meal-name').filter({ hasText: LONG_MEAL_NAME })).toHaveCount(1);
      // The Näringsöversikt's table fits the screen: no column left to scroll to.
      const table = (await scrollToOverview(page)).getByRole('region', {
        name: 'Veckan, genomsnitt per dag',
      });
      await table.scrollIntoViewIfNeeded();
      await expect(table.locator('[data-nutrient="fibre"]')).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const path of builtPaths()) {
        await open(page, path);
        await measure(page, path);
      }
      expect(tooWide).toEqual([]);
    });

    test('signed in: every page, with saved plans, and the save, delete and profile dialogs open', async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      consoleErrors.allow(/status of 404 \(Not Found\)/, /404: sidan hittades inte: /);
      const user = await createUser(page.request);
      await giveHealthDataConsent(page.request, user);
      await insertPlan(page.request, user, 'meal_plans', {
        name: LONG_PLAN_NAME,
        description: LONG_PLAN_NAME,
        preferences: MEAL_PREFERENCES,
        plan_data: mealPlanFor().plan,
      });
      await signInAs(page, user);
      await storeLongNamedPlan(page);
      await open(page, '/meal-plan');
      for (const path of builtPaths()) {
        await open(page, path, true);
        await measure(page, path);
      }

      await open(page, '/meal-plan');
      await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
      await expect(page.getByRole('dialog', { name: 'Spara måltidsplan' })).toBeVisible();
      await measure(page, '/meal-plan, save dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Ta bort planen från enheten' }).click();
      await expect(page.getByRole('dialog', { name: 'Ta bort planen från enheten?' })).toBeVisible();
      await measure(page, '/meal-plan, discard dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Mitt konto' }).click();
      await page.getByRole('button', { name: 'Profil & inställningar' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Profil & inställningar' }).getByLabel('Vikt (kg)'),
      ).toBeVisible();
      await measure(page, '/meal-plan, profile dialog');
      await page.keyboard.press('Escape');

      await open(page, '/my-plans', true);
      await page.locator('[data-plan-card]').first().getByRole('button', { name: 'Ta bort' }).click();
      await expect(page.getByRole('dialog', { name: 'Ta bort planen?' })).toBeVisible();
      await measure(page, '/my-plans, delete dialog');
      expect(tooWide).toEqual([]);
    });
  });
}

/** The number of pages of a PDF that Chromium wrote (one page object each). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

test('printing a 4-meal week takes about a page a day, its shopping list at most two', async ({ page }) => {
  test.slow();
  await storeGeneratedPlan(page);
  await page.goto('/meal-plan');
  await expect(page.getByTestId('day-card').first().locator('[data-meal="snack"]')).toHaveCount(1);
  await hydrated(page);
  // The Näringsöversikt is drawn as it comes near (scrolled to, as a reader does), its values after the plan shows.
  await scrollToOverview(page);
  await expect(page.locator('[data-nutrient="fibre"]').first()).toBeAttached();
  const week = pdfPages(await page.pdf({ format: 'A4' }));

  await page.getByRole('tab', { name: 'Inköpslista' }).click();
  await expect(page.getByTestId('shopping-total')).toBeVisible();
  const list = pdfPages(await page.pdf({ format: 'A4' }));
  console.log(`printed pages: week ${String(week)}, shopping list ${String(list)}`);
  expect(week).toBeGreaterThanOrEqual(7);
  expect(week).toBeLessThanOrEqual(9);
  expect(list).toBeLessThanOrEqual(2);
});
