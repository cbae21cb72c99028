// @vitest-environment happy-dom
/**
 * The Träningsdagbok's first frame is drawn before the first paint by the page's inline script
 * (src/lib/workout/first-frame.ts), from the same slots the diary reads: the plan card as the diary
 * draws it, or the no-plan card; the diary replaces it in the commit that shows the diary.
 */
import { act, createElement, useEffect } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { generateWorkoutPlan } from '@shared/workout/generate.ts';

import { useTestRoot } from '../support/test-root';
import { STRENGTH_FORM } from '../support/workout-plans';

import { NoPlanCard, PlanCard } from '@/islands/training-log/PlanCard';
import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';
import { FIRST_FRAME_ID, FIRST_FRAME_SCRIPT, LOADING_HTML } from '@/lib/workout/first-frame';
import { lastWorkoutSchema } from '@/lib/workout/stored-workout';
import { Button } from '@/ui/Button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM = { ...STRENGTH_FORM, duration: '30-days' } as const;
/** A current plan as the generator keeps it (with its form), and as Visa in My plans does (with a name). */
const GENERATED = {
  workoutPlan: generateWorkoutPlan(FORM),
  duration: '30-days',
  form: FORM,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const OPENED = {
  workoutPlan: GENERATED.workoutPlan,
  duration: '7-days',
  name: 'Mitt höstschema',
  createdAt: 'x',
};

/** The page as the server sends it: the first frame's element with the loading line, and its script run. */
function loadPage(): HTMLElement {
  document.body.innerHTML = `<div id="${FIRST_FRAME_ID}">${LOADING_HTML}</div>`;
  // The page's inline script, run in the global scope right after the element, as the page has it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text the page carries
  const run = new Function(FIRST_FRAME_SCRIPT) as () => void;
  run();
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (frame === null) throw new Error('no first frame');
  return frame;
}

/** Markup as the browser keeps it (attributes and entities as parsed), to compare two sources. */
function parsed(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

const loadingOnly = parsed(LOADING_HTML);

describe("the diary's first frame, drawn before the first paint", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.replaceChildren();
  });

  it('is the plan card drawn with the diary’s own parts, its start button not yet pressable', () => {
    localStorage.setItem('hp:last-workout', JSON.stringify(GENERATED));
    const frame = loadPage();
    const diary = renderToStaticMarkup(
      createElement(
        'div',
        { className: 'space-y-8' },
        createElement(PlanCard, {
          name: 'Träningsschema 30 dagar',
          children: [
            createElement(
              'p',
              { key: 'status', role: 'status', className: 'mt-1 text-muted' },
              TRAINING_LOG_PLAN.loading,
            ),
            createElement(Button, {
              key: 'start',
              className: 'mt-3 min-h-12 w-full px-6 text-base sm:w-auto',
              disabled: true,
              children: TRAINING_LOG_PLAN.start,
            }),
          ],
        }),
      ),
    );
    expect(frame.innerHTML).toBe(parsed(diary));
    expect(frame.querySelector('button')?.disabled).toBe(true);
  });

  it('is the no-plan card, with the loading line under it, when no plan is stored', () => {
    const frame = loadPage();
    const diary = renderToStaticMarkup(
      createElement('div', { className: 'space-y-8' }, createElement(NoPlanCard)),
    ).replace(/<\/div>$/u, `${LOADING_HTML}</div>`);
    expect(frame.innerHTML).toBe(parsed(diary));
  });

  it('names a stored plan as the diary does: its own name, else its length; the name is text', () => {
    expect(lastWorkoutSchema.safeParse(GENERATED).success).toBe(true);
    expect(lastWorkoutSchema.safeParse(OPENED).success).toBe(true);
    const heading = (value: unknown) => {
      localStorage.setItem('hp:last-workout', JSON.stringify(value));
      return loadPage().querySelector('h2')?.textContent;
    };
    expect(heading(GENERATED)).toBe('Ditt schema: Träningsschema 30 dagar');
    expect(heading(OPENED)).toBe('Ditt schema: Mitt höstschema');
    expect(heading({ ...OPENED, name: undefined })).toBe('Ditt schema: Träningsschema 7 dagar');
    const markup = '<img src="x" onerror="alert(1)">';
    expect(heading({ ...OPENED, name: markup })).toBe(`Ditt schema: ${markup}`);
    expect(document.querySelector('img')).toBeNull();
  });

  it('leaves the loading line for a value that is not a stored plan (the diary discards it and says so)', () => {
    const malformed: unknown[] = [
      null,
      'Dag 1',
      [GENERATED],
      { ...GENERATED, workoutPlan: '' },
      { ...GENERATED, workoutPlan: 'x'.repeat(200_001) },
      { ...GENERATED, workoutPlan: 42 },
      { ...GENERATED, duration: '14-days' },
      { ...GENERATED, duration: 'toString' },
      { ...GENERATED, duration: ['7-days'] },
      { ...GENERATED, name: 7 },
      { ...GENERATED, name: null },
      { ...GENERATED, name: 'x'.repeat(501) },
      { ...GENERATED, createdAt: undefined },
      { ...GENERATED, createdAt: 'x'.repeat(65) },
    ];
    for (const value of malformed) {
      localStorage.setItem('hp:last-workout', JSON.stringify(value));
      expect(loadPage().innerHTML, JSON.stringify(value).slice(0, 80)).toBe(loadingOnly);
      expect(lastWorkoutSchema.safeParse(value).success).toBe(false);
    }
  });

  it('leaves the loading line for an open session, a value that is not JSON, or storage that cannot be read', () => {
    localStorage.setItem('hp:last-workout', JSON.stringify(GENERATED));
    localStorage.setItem('hp:open-training-session', '{}');
    expect(loadPage().innerHTML).toBe(loadingOnly);
    localStorage.removeItem('hp:open-training-session');
    localStorage.setItem('hp:last-workout', '{not json');
    expect(loadPage().innerHTML).toBe(loadingOnly);
    // Only looked at: the diary's own read with its schema decides whether the value is kept.
    expect(localStorage.getItem('hp:last-workout')).toBe('{not json');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(loadPage().innerHTML).toBe(loadingOnly);
  });

  it('cannot end its own <script> element in the page', () => {
    expect(FIRST_FRAME_SCRIPT).not.toMatch(/<\/script|<!--/iu);
  });
});

// The diary's code: a stand-in that shows the plan card, loaded when the test says.
const diary = vi.hoisted(() => ({ resolve: undefined as ((module: object) => void) | undefined }));
vi.mock('@/islands/training-log/load-app', () => ({
  loadApp: () =>
    new Promise((resolve) => {
      diary.resolve = resolve;
    }),
}));

describe('the diary replaces the first frame', () => {
  const mount = useTestRoot();

  /** The page's first frame, then the island mounted after it with its code not yet loaded. */
  async function mountIsland() {
    const { TrainingLogEntry } = await import('@/islands/training-log/TrainingLogEntry');
    const page = document.createElement('div');
    page.innerHTML = `<div id="${FIRST_FRAME_ID}">${LOADING_HTML}</div>`;
    mount.container.before(page);
    await act(async () => {
      mount.root.render(createElement(TrainingLogEntry));
      await Promise.resolve();
    });
    return page;
  }

  it('draws nothing over the first frame until its code is there, then removes it in the commit that shows it', async () => {
    const page = await mountIsland();
    // The catch-all's wrapper, empty: the page's first frame shows alone.
    expect(mount.container.textContent).toBe('');
    expect(mount.container.querySelector('section, p')).toBeNull();
    expect(document.getElementById(FIRST_FRAME_ID)).not.toBeNull();

    // The diary's effects run after every layout effect of its commit, before the browser paints
    // the next frame: by then the first frame is gone and the diary's card is there.
    const seen: { frame: boolean; card: boolean }[] = [];
    function TrainingLogApp() {
      useEffect(() => {
        seen.push({
          frame: document.getElementById(FIRST_FRAME_ID) !== null,
          card: document.getElementById('tl-plan') !== null,
        });
      }, []);
      return createElement(PlanCard, { name: 'Mitt höstschema', children: null });
    }
    await act(async () => {
      diary.resolve?.({ TrainingLogApp });
      await Promise.resolve();
    });
    expect(seen).toEqual([{ frame: false, card: true }]);
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    page.remove();
  });

  it("a diary that fails to render: the catch-all's message takes the first frame's place", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await mountIsland();
    function TrainingLogApp(): never {
      throw new Error('broken');
    }
    await act(async () => {
      diary.resolve?.({ TrainingLogApp });
      await Promise.resolve();
    });
    expect(mount.container.textContent).toContain('Ett oväntat fel uppstod');
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    page.remove();
  });
});
