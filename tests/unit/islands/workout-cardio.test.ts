/** A schedule's cardio against FYSS's 150 minutes, as the generator's result and a saved plan show it. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { WorkoutForm } from '@shared/schemas/workout.ts';
import { generateWorkoutPlan } from '@shared/workout/generate.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';
import { WorkoutSchedule } from '@/islands/shared/workout/WorkoutSchedule.tsx';

function shown(form: WorkoutForm): string {
  const plan = parseWorkoutPlan(generateWorkoutPlan(form), form.duration);
  const html = renderToStaticMarkup(
    createElement(WorkoutSchedule, { plan, days: form.duration === '30-days' ? 30 : 7 }),
  );
  // Text only, one space between elements.
  return html.replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ');
}

const form: WorkoutForm = {
  goals: ['Förbättrad kondition'],
  frequency: '4-5',
  duration: '30-days',
  experience: 'experienced',
  equipment: 'gym',
  specificGoals: '',
};

describe('the week view of cardio', () => {
  it('shows every week against 150 and says each reaches it', () => {
    const text = shown(form);
    const weeks = [...text.matchAll(/Veckans konditionsträning: (\d+) av 150 minuter/gu)].map((m) =>
      Number(m[1]),
    );
    expect(weeks).toHaveLength(4);
    for (const minutes of weeks) expect(minutes).toBeGreaterThanOrEqual(150);
    expect(text).toContain(
      'Varje vecka ger minst 150 minuter konditionsträning, som FYSS rekommenderar för vuxna.',
    );
    expect(text).toContain('en minut i zon 4–5 räknas som två');
  });

  it('says a new person builds up to it', () => {
    const text = shown({ ...form, experience: 'new' });
    expect(text).toMatch(/Veckans konditionsträning: 1[0-4]\d av 150 minuter/u);
    expect(text).toContain('Konditionsträningen byggs upp vecka för vecka till minst 150 minuter i veckan');
  });

  it('at three days a week, says plainly why not and what would reach it', () => {
    const text = shown({ ...form, frequency: '2-3', duration: '7-days' });
    const [, total] = /Veckans konditionsträning: (\d+) av 150 minuter/u.exec(text) ?? [];
    expect(Number(total)).toBeLessThan(150);
    expect(text).toContain(
      `Med 3 träningsdagar i veckan räcker passen till ${String(total)} minuter konditionsträning, inte de 150 minuter i veckan som FYSS rekommenderar för vuxna.`,
    );
    const [, missing, each, days] =
      /Lägg till (\d+) minuter i veckan, till exempel (\d+) minuter rask promenad eller cykling (\d+) av vilodagarna, eller välj 4–5 gånger i veckan\./u.exec(
        text,
      ) ?? [];
    expect(Number(missing)).toBe(150 - Number(total));
    expect(Number(each) * Number(days)).toBeGreaterThanOrEqual(Number(missing));
  });

  it('shows nothing of the kind for a plan without cardio', () => {
    const text = shown({ ...form, goals: ['Muskeluppbyggnad'], frequency: '2-3' });
    expect(text).not.toContain('Veckans konditionsträning');
    expect(text).not.toContain('FYSS');
  });
});
