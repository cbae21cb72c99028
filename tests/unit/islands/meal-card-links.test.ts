/** Each meal card on /meal-plan links to its recipe page when the meal is a catalogue dish. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { DayCard } from '@/islands/meal-plan/DayCard.tsx';

import { generatedWeek } from '../support/meal-plans';

describe('meal cards', () => {
  it('link a catalogue dish to /recipes/<id>, and an AI-made meal (no recipe id) to nothing', () => {
    const [monday] = generatedWeek();
    if (monday === undefined) throw new Error('no day');
    const aiLunch = { ...monday.lunch, recipeId: undefined };
    const html = renderToStaticMarkup(createElement(DayCard, { day: { ...monday, lunch: aiLunch } }));
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/gu)].map(([, href, name]) => [
      href,
      name,
    ]);
    expect(links).toContainEqual([`/recipes/${monday.breakfast.recipeId ?? ''}`, monday.breakfast.name]);
    expect(links).toContainEqual([`/recipes/${monday.dinner.recipeId ?? ''}`, monday.dinner.name]);
    expect(links.some(([, name]) => name === aiLunch.name)).toBe(false);
    expect(html).toContain(aiLunch.name);
  });
});
