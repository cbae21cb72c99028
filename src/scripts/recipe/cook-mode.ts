/**
 * Cook mode ("Laga") on a recipe page: a full-screen dialog that shows one step at a time in large
 * type with that step's ingredients for the chosen portions, a timer for a step that names a time,
 * next and previous by button, swipe and the arrow keys, and the screen kept on while it is open.
 * Loaded when "Laga" is pressed (never in the page's first load); it reads the recipe from the
 * page's own HTML (`article[data-recipe]`), so it needs no data of its own and works offline.
 */
import { COOK as T } from '@/lib/messages/recipes';
import { matchStepIngredients } from '@/lib/recipes/cook-steps';
import {
  clockText,
  isDone,
  isRunning,
  pauseTimer,
  resetTimer,
  startTimer,
  timeLeft,
  timerOf,
  type Timer,
} from '@/lib/recipes/cook-timer';
import { stepTimes, type StepTime } from '@/lib/recipes/step-time';

import { h } from './dom';

/** One ingredient line as the page shows it: its quantity for 1–8 portions and its name. */
interface Line {
  quantities: string[];
  name: string;
}

/** The recipe as the page renders it. */
interface PageRecipe {
  name: string;
  steps: string[];
  lines: Line[];
}

/** A horizontal swipe of at least this many CSS px (and more sideways than up or down) turns the step. */
const SWIPE_PX = 50;

function readRecipe(article: HTMLElement): PageRecipe {
  const name = article.querySelector('h1')?.textContent.trim() ?? document.title;
  const steps = [...article.querySelectorAll<HTMLElement>('[data-steps] [data-step]')].map((li) =>
    li.textContent.trim().replace(/\s+/gu, ' '),
  );
  const lines = [...article.querySelectorAll<HTMLElement>('[data-ingredients] [data-ingredient]')].map(
    (li) => {
      const q = li.querySelector<HTMLElement>('[data-q]');
      const quantities = (q?.dataset.q ?? '').split('|');
      // The line's words without its quantity ("gul lök"), as the page writes them.
      const words = li.cloneNode(true) as HTMLElement;
      words.querySelector('[data-q]')?.remove();
      const name = words.textContent.replace(/\s+/gu, ' ').trim();
      return { quantities, name: name === '' ? (li.dataset.name ?? '') : name };
    },
  );
  return { name, steps, lines };
}

/** The page's chosen portions (1–8), 1 when the page says nothing usable. */
function portionsOf(article: HTMLElement): number {
  const n = Number(article.dataset.portions);
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 1;
}

// Only classes the site already uses: the stylesheet every page loads stays as it is for a dialog
// loaded on demand. What no other part needs is set on the element itself (see `fill`).
const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-3 text-base font-medium';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-line bg-white text-ink hover:bg-brand-50 disabled:text-muted`;

/** A screen wake lock held while cook mode is open, taken again when the tab is shown again. */
class ScreenKeeper {
  private lock: WakeLockSentinel | undefined;
  private wanted = false;

  private readonly onRefused: () => void;

  constructor(onRefused: () => void) {
    this.onRefused = onRefused;
  }

  private readonly onVisibility = () => {
    if (this.wanted && document.visibilityState === 'visible') void this.take();
  };

  async hold(): Promise<void> {
    this.wanted = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    await this.take();
  }

  private async take(): Promise<void> {
    if (!('wakeLock' in navigator) || (this.lock !== undefined && !this.lock.released)) return;
    try {
      const lock = await navigator.wakeLock.request('screen');
      // Closed while the request was pending: let it go at once.
      if (!this.wanted) void lock.release();
      else this.lock = lock;
    } catch {
      // Refused (battery saver, a hidden tab, a browser policy): the cook keeps going, told once.
      this.onRefused();
    }
  }

  release(): void {
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    const lock = this.lock;
    this.lock = undefined;
    if (lock !== undefined && !lock.released) void lock.release().catch(() => undefined);
  }
}

/** Cook mode for one recipe page, built once and reopened where the cook left off. */
class CookMode {
  private readonly recipe: PageRecipe;
  private readonly perStep: number[][];
  private readonly unused: number[];
  private readonly times: StepTime[][];
  /** The timer of each step that has one, kept while the cook moves between steps. */
  private readonly timers = new Map<number, Timer>();
  /** Which of a step's times its timer is set to. */
  private readonly chosenTime = new Map<number, number>();
  /** Steps whose timer has run out and been announced. */
  private readonly rang = new Set<number>();
  private step = 0;
  private portions: number;
  private tick: number | undefined;
  private readonly screen: ScreenKeeper;

  readonly dialog: HTMLDialogElement;
  private readonly progress: HTMLElement;
  private readonly stepText: HTMLElement;
  private readonly takeOut: HTMLElement;
  private readonly ingredients: HTMLElement;
  private readonly timerBox: HTMLElement;
  private readonly clock: HTMLElement;
  private readonly timerNote: HTMLElement;
  private readonly timeChoices: HTMLElement;
  private readonly startButton: HTMLButtonElement;
  private readonly resetButton: HTMLButtonElement;
  private readonly elsewhere: HTMLElement;
  private readonly alarm: HTMLElement;
  /** Says the new step when the cook moves on by a button, a key or a swipe (focus stays put). */
  private readonly announcer: HTMLElement;
  private readonly previous: HTMLButtonElement;
  private readonly next: HTMLButtonElement;
  private readonly note: HTMLElement;

  private readonly article: HTMLElement;

  constructor(article: HTMLElement) {
    this.article = article;
    this.recipe = readRecipe(article);
    const match = matchStepIngredients(
      this.recipe.steps,
      [...article.querySelectorAll<HTMLElement>('[data-ingredients] [data-ingredient]')].map(
        (li) => li.dataset.name ?? '',
      ),
    );
    this.perStep = match.steps;
    this.unused = match.unused;
    this.times = this.recipe.steps.map(stepTimes);
    this.portions = portionsOf(article);
    this.screen = new ScreenKeeper(() => {
      this.note.textContent = T.screenMaySleep;
      this.note.hidden = false;
    });

    const titleId = `cook-title-${article.dataset.recipeId ?? 'recipe'}`;
    this.progress = h('p', { class: 'text-sm font-semibold tracking-wide text-brand-800 uppercase' });
    this.stepText = h('p', {
      class: 'mt-2 text-2xl leading-snug font-medium sm:text-3xl',
      tabindex: '-1',
      'data-cook-text': '',
    });
    this.takeOut = h('div', { class: 'mt-4', hidden: '' });
    this.ingredients = h('div', { class: 'mt-5' });
    this.clock = h('p', {
      role: 'timer',
      class: 'text-4xl font-semibold tabular-nums',
      'data-cook-clock': '',
    });
    this.timerNote = h('p', { class: 'text-sm text-muted' });
    this.timeChoices = h('div', { class: 'flex flex-wrap gap-2', role: 'group', 'aria-label': T.chooseTime });
    this.startButton = h('button', { type: 'button', class: PRIMARY, 'data-cook-start': '' });
    this.resetButton = h('button', { type: 'button', class: SECONDARY, 'data-cook-reset': '' }, T.reset);
    this.timerBox = h(
      'section',
      { class: 'mt-6 rounded-lg border border-line bg-brand-50 p-4', 'aria-label': T.timer, hidden: '' },
      this.timeChoices,
      this.clock,
      this.timerNote,
      h('div', { class: 'mt-3 flex flex-wrap gap-2' }, this.startButton, this.resetButton),
    );
    this.elsewhere = h('div', { class: 'mt-4 flex flex-col gap-2' });
    // Said at once when a timer runs out, wherever the cook is; always in the page (empty, it takes
    // no room), so assistive technology hears every change of it.
    this.alarm = h('p', { role: 'alert', class: 'font-semibold text-danger-600', 'data-cook-alarm': '' });
    this.announcer = h('p', { class: 'sr-only', 'aria-live': 'polite' });
    this.note = h('p', { class: 'mt-4 text-sm text-muted', hidden: '' });
    this.previous = h('button', { type: 'button', class: SECONDARY, 'data-cook-prev': '' }, T.previous);
    this.next = h('button', { type: 'button', class: PRIMARY, 'data-cook-next': '' }, T.next);
    const close = h(
      'button',
      {
        type: 'button',
        class: 'rounded-md p-2 text-muted hover:bg-brand-50 hover:text-ink',
        'aria-label': T.close,
        'data-cook-close': '',
      },
      h('span', { 'aria-hidden': 'true', class: 'block text-2xl leading-none' }, '×'),
    );
    const stepArea = h(
      'div',
      { class: 'flex-1 overflow-y-auto px-4 py-4', 'data-cook-step': '' },
      h('div', { class: 'mx-auto max-w-2xl' }, this.progress, this.stepText, this.takeOut, this.ingredients),
      h('div', { class: 'mx-auto max-w-2xl' }, this.timerBox, this.elsewhere, this.note),
    );
    this.dialog = h(
      'dialog',
      {
        'aria-labelledby': titleId,
        'aria-describedby': `${titleId}-how`,
        class: 'w-full bg-white p-0 text-ink',
        'data-cook-mode': '',
      },
      h(
        'div',
        { class: 'flex h-full flex-col' },
        h(
          'header',
          { class: 'flex items-center justify-between gap-3 border-b border-line px-4 py-2' },
          h('h2', { id: titleId, class: 'min-w-0 text-base font-semibold' }, T.title(this.recipe.name)),
          close,
        ),
        h('p', { id: `${titleId}-how`, class: 'sr-only' }, T.howToMove),
        stepArea,
        h(
          'div',
          { class: 'border-t border-line px-4 py-3' },
          h('div', { class: 'mx-auto max-w-2xl' }, this.alarm, this.announcer),
          h('nav', { class: 'mx-auto mt-1 grid max-w-2xl grid-cols-2 gap-3' }, this.previous, this.next),
        ),
      ),
    );
    // The whole screen, whatever the browser's own dialog margins and limits; the step area
    // scrolls within it, and takes horizontal swipes itself (vertical ones still scroll).
    Object.assign(this.dialog.style, {
      margin: '0',
      height: '100dvh',
      maxHeight: 'none',
      maxWidth: 'none',
    });
    stepArea.style.minHeight = '0';
    stepArea.style.touchAction = 'pan-y';

    close.addEventListener('click', () => this.close());
    this.previous.addEventListener('click', () => this.go(this.step - 1));
    this.next.addEventListener('click', () => {
      if (this.step === this.recipe.steps.length - 1) this.finish();
      else this.go(this.step + 1);
    });
    this.startButton.addEventListener('click', () => this.toggleTimer());
    this.resetButton.addEventListener('click', () => {
      const timer = this.timers.get(this.step);
      if (timer !== undefined) this.setTimer(this.step, resetTimer(timer));
    });
    this.dialog.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        this.go(this.step + 1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        this.go(this.step - 1);
      }
    });
    // Escape (the dialog's own cancel) and every other way of closing end up here.
    this.dialog.addEventListener('close', () => this.closed());
    this.listenForSwipes(stepArea);
    article.addEventListener('recipe:portions', () => {
      this.portions = portionsOf(article);
      this.render();
    });
    document.body.append(this.dialog);
  }

  open(): void {
    this.portions = portionsOf(this.article);
    this.render();
    this.dialog.showModal();
    this.stepText.focus();
    void this.screen.hold();
    this.startTicking();
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
  }

  /** "Klart" on the last step: done cooking, the next "Laga" starts from the first step. */
  private finish(): void {
    this.step = 0;
    this.timers.clear();
    this.rang.clear();
    this.close();
  }

  private closed(): void {
    this.screen.release();
    this.stopTicking();
    this.article.querySelector<HTMLElement>('[data-cook-open]')?.focus();
  }

  private go(step: number): void {
    if (step < 0 || step >= this.recipe.steps.length || step === this.step) return;
    this.step = step;
    this.render();
    this.announcer.textContent = `${T.stepOf(step + 1, this.recipe.steps.length)}: ${this.recipe.steps[step] ?? ''}`;
    // A button the cook pressed keeps the focus; else (a swipe) it goes to the step.
    if (
      !(document.activeElement instanceof HTMLButtonElement) ||
      !this.dialog.contains(document.activeElement)
    ) {
      this.stepText.focus();
    }
  }

  private listenForSwipes(area: HTMLElement): void {
    let start: { x: number; y: number; id: number } | undefined;
    area.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    });
    const end = (event: PointerEvent) => {
      if (start?.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      // Swiping left brings the next step in, as turning a page.
      this.go(dx < 0 ? this.step + 1 : this.step - 1);
    };
    area.addEventListener('pointerup', end);
    area.addEventListener('pointercancel', () => {
      start = undefined;
    });
  }

  private quantity(line: Line): string {
    return line.quantities[this.portions - 1] ?? line.quantities[0] ?? '';
  }

  private list(indices: readonly number[]): HTMLUListElement {
    return h(
      'ul',
      { class: 'mt-1 space-y-1 text-lg' },
      ...indices.flatMap((i) => {
        const line = this.recipe.lines[i];
        if (line === undefined) return [];
        const q = this.quantity(line);
        return [
          h(
            'li',
            { class: 'flex gap-2', 'data-cook-ingredient': '' },
            h('span', { class: 'w-16 shrink-0 font-semibold tabular-nums' }, q),
            // A space between, so the line reads "2 st gul lök" aloud and when copied.
            ' ',
            h('span', {}, line.name),
          ),
        ];
      }),
    );
  }

  private render(): void {
    const total = this.recipe.steps.length;
    const last = this.step === total - 1;
    this.progress.textContent = `${T.stepOf(this.step + 1, total)} · ${T.portions(this.portions)}`;
    this.stepText.textContent = this.recipe.steps[this.step] ?? '';

    const first = this.step === 0 && this.unused.length > 0;
    this.takeOut.hidden = !first;
    this.takeOut.replaceChildren(
      ...(first
        ? [h('h3', { class: 'text-sm font-semibold text-muted' }, T.takeOut), this.list(this.unused)]
        : []),
    );
    const used = this.perStep[this.step] ?? [];
    this.ingredients.replaceChildren(
      ...(used.length > 0
        ? [h('h3', { class: 'text-sm font-semibold text-muted' }, T.stepIngredients), this.list(used)]
        : []),
    );

    // Disabled on the first step; focus on it moves to the step first, so it is not lost.
    if (this.step === 0 && document.activeElement === this.previous) this.stepText.focus();
    this.previous.disabled = this.step === 0;
    this.next.textContent = last ? T.done : T.next;
    this.next.toggleAttribute('data-cook-done', last);
    this.renderTimer();
  }

  /** The step's timer, set to the first time it names (made when the step is first shown). */
  private timerFor(step: number): Timer | undefined {
    const times = this.times[step] ?? [];
    const time = times[this.chosenTime.get(step) ?? 0];
    if (time === undefined) return undefined;
    let timer = this.timers.get(step);
    if (timer === undefined) {
      timer = timerOf(time.seconds * 1000);
      this.timers.set(step, timer);
    }
    return timer;
  }

  private setTimer(step: number, timer: Timer): void {
    this.timers.set(step, timer);
    this.rang.delete(step);
    if (step === this.step) this.say('');
    this.renderTimer();
  }

  private toggleTimer(): void {
    const timer = this.timerFor(this.step);
    if (timer === undefined) return;
    const now = Date.now();
    this.setTimer(
      this.step,
      isRunning(timer) && !isDone(timer, now) ? pauseTimer(timer, now) : startTimer(timer, now),
    );
    this.startTicking();
  }

  private chooseTime(index: number): void {
    this.chosenTime.set(this.step, index);
    const time = this.times[this.step]?.[index];
    if (time !== undefined) this.setTimer(this.step, timerOf(time.seconds * 1000));
  }

  private renderTimer(): void {
    const now = Date.now();
    const times = this.times[this.step] ?? [];
    const timer = this.timerFor(this.step);
    this.timerBox.hidden = timer === undefined;
    if (timer !== undefined) {
      const chosen = this.chosenTime.get(this.step) ?? 0;
      const time = times[chosen];
      if (times.length > 1 && this.timeChoices.childElementCount !== times.length) {
        this.timeChoices.replaceChildren(
          ...times.map((t, i) => {
            const choice = h('button', { type: 'button', class: `${SECONDARY} text-sm` }, t.text);
            choice.addEventListener('click', () => this.chooseTime(i));
            return choice;
          }),
        );
      } else if (times.length <= 1) this.timeChoices.replaceChildren();
      for (const [i, choice] of [...this.timeChoices.children].entries()) {
        choice.setAttribute('aria-pressed', String(i === chosen));
      }
      const left = timeLeft(timer, now);
      const done = isDone(timer, now);
      this.clock.textContent = clockText(left);
      this.timerNote.textContent =
        time === undefined ? '' : time.maxSeconds > time.seconds ? T.range(time.text) : time.text;
      const running = isRunning(timer) && !done;
      this.startButton.textContent = running
        ? T.pause
        : left < timer.durationMs && !done
          ? T.resume
          : T.start;
      this.startButton.setAttribute('aria-pressed', String(running));
      this.clock.classList.toggle('text-danger-600', done);
    }
    this.renderElsewhere(now);
  }

  /** Timers running on other steps, each a way back to its step. */
  private renderElsewhere(now: number): void {
    const others = [...this.timers].filter(
      ([step, timer]) => step !== this.step && isRunning(timer) && !isDone(timer, now),
    );
    if (others.length === 0 && this.elsewhere.childElementCount === 0) return;
    this.elsewhere.replaceChildren(
      ...others.map(([step, timer]) => {
        const link = h(
          'button',
          {
            type: 'button',
            class: 'text-left text-base text-brand-800 underline underline-offset-2',
            'aria-label': `${T.runningOn(step + 1, clockText(timeLeft(timer, now)))}. ${T.showStep(step + 1)}`,
          },
          T.runningOn(step + 1, clockText(timeLeft(timer, now))),
        );
        link.addEventListener('click', () => this.go(step));
        return link;
      }),
    );
  }

  /** Checks the running timers from their end times; a timer that has run out is announced once. */
  private onTick(): void {
    const now = Date.now();
    for (const [step, timer] of this.timers) {
      if (!isRunning(timer) || !isDone(timer, now) || this.rang.has(step)) continue;
      this.rang.add(step);
      this.say(step === this.step ? T.timeUp : T.timeUpOn(step + 1));
      if ('vibrate' in navigator) navigator.vibrate([300, 150, 300, 150, 300]);
    }
    this.renderTimer();
    if (![...this.timers.values()].some((t) => isRunning(t) && !isDone(t, now))) this.stopTicking();
  }

  /** Says (or clears) the alarm. */
  private say(text: string): void {
    this.alarm.textContent = text;
  }

  private startTicking(): void {
    if (this.tick !== undefined || !this.dialog.open) return;
    this.tick = window.setInterval(() => this.onTick(), 250);
  }

  private stopTicking(): void {
    if (this.tick !== undefined) window.clearInterval(this.tick);
    this.tick = undefined;
  }
}

const opened = new WeakMap<HTMLElement, CookMode>();

/** Opens cook mode for the recipe in `article` (`article[data-recipe]`), where the cook left off. */
export function openCookMode(article: HTMLElement): void {
  let mode = opened.get(article);
  if (mode === undefined) {
    mode = new CookMode(article);
    opened.set(article, mode);
  }
  mode.open();
}
