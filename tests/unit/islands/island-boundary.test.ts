// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, useState } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COMMON, HUBS } from '@/lib/messages/common';
import { IslandBoundary, withIslandBoundary } from '@/ui/IslandBoundary';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
afterEach(() => {
  container.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

function mount(node: Parameters<ReturnType<typeof createRoot>['render']>[0]) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  return root;
}

function Thrower(): never {
  throw new Error('boom');
}

/** A form that throws once the typed name is "krasch": a render error after the user has typed. */
function FragileForm() {
  const [name, setName] = useState('');
  if (name === 'krasch') throw new Error('fragile');
  return createElement(
    'label',
    null,
    'Namn',
    createElement('input', {
      name: 'name',
      value: name,
      onChange: (e: { currentTarget: HTMLInputElement }) => setName(e.currentTarget.value),
    }),
  );
}

describe('IslandBoundary', () => {
  it('shows the Swedish catch-all with a reload button and the hub link when a child throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('mealPreferences', '{"calories":2000}');
    mount(createElement(IslandBoundary, { hub: HUBS.nutrition, children: createElement(Thrower) }));
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(COMMON.unexpected);
    expect(container.querySelector('button')?.textContent).toBe(COMMON.reload);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/nutrition');
    expect(link?.textContent).toBe('Tillbaka till kost');
    // Nothing stored is cleared.
    expect(localStorage.getItem('mealPreferences')).toBe('{"calories":2000}');
  });

  it('renders the island untouched while nothing throws', () => {
    const Bounded = withIslandBoundary(() => createElement('p', null, 'hej'), HUBS.home);
    mount(createElement(Bounded));
    expect(container.textContent).toBe('hej');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows back what the person had typed when the island throws after typing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(createElement(IslandBoundary, { hub: HUBS.home, children: createElement(FragileForm) }));
    const input = container.querySelector('input');
    if (input === null) throw new Error('no input');
    act(() => {
      // React tracks the value through the element's own setter: type as a person would, via the prototype's.
      Reflect.set(HTMLInputElement.prototype, 'value', 'krasch', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(container.textContent).toContain(COMMON.unexpected);
    expect(container.textContent).toContain(COMMON.unexpectedTyped);
    expect(container.querySelector('dd')?.textContent).toBe('krasch');
    expect(container.querySelector('dt')?.textContent).toBe('Namn:');
  });

  it('wraps every island entry', () => {
    const entries = {
      'auth/AuthEntry.tsx': 'AuthEntry',
      'calculator/CalculatorEntry.tsx': 'CalculatorEntry',
      'meal-form/MealFormEntry.tsx': 'MealFormEntry',
      'meal-plan/MealPlanEntry.tsx': 'MealPlanEntry',
      'workout/WorkoutEntry.tsx': 'WorkoutEntry',
      'profile/ProfileEntry.tsx': 'ProfileEntry',
      'my-plans/MyPlansEntry.tsx': 'MyPlansEntry',
      'weight/WeightEntry.tsx': 'WeightEntry',
    };
    for (const [file, name] of Object.entries(entries)) {
      const source = readFileSync(resolve(ROOT, 'src/islands', file), 'utf8');
      expect(source, file).toMatch(new RegExp(`export const ${name} = withIslandBoundary\\(`, 'u'));
    }
  });
});
