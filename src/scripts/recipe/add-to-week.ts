/**
 * "Lägg i min vecka" on a recipe page: a small dialog to choose a day and a meal of the plan kept
 * on the device; the swap engine then puts this recipe in at that meal's calories, or says in
 * Swedish why it does not fit. Loaded when the button is pressed; the engine, the catalogue and the
 * plan's schema (./week-plan.ts) load while the dialog shows that it is busy, and the service worker
 * keeps them for offline use.
 */
import type { MealType } from '@shared/domain.ts';

import { ADD_TO_WEEK as T } from '@/lib/messages/recipes';
import { loadOnDemand } from '@/ui/on-demand';

import type { CurrentPlan } from './week-plan';

import { h } from './dom';

const loadWeek = loadOnDemand(() => import('./week-plan'));

type WeekModule = NonNullable<Awaited<ReturnType<typeof loadWeek>>>;

// Only classes the site already uses: the stylesheet every page loads stays as it is for a dialog
// loaded on demand.
const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-3 text-sm font-medium';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-line bg-white text-ink hover:bg-brand-50`;
const SELECT = 'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base';
const SPINNER =
  'size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none';

class AddToWeek {
  readonly dialog: HTMLDialogElement;
  private readonly body: HTMLElement;
  private readonly recipeId: string;

  private readonly article: HTMLElement;

  constructor(article: HTMLElement) {
    this.article = article;
    this.recipeId = article.dataset.recipeId ?? '';
    const titleId = `week-title-${this.recipeId}`;
    const name = article.querySelector('h1')?.textContent.trim() ?? '';
    const close = h(
      'button',
      {
        type: 'button',
        class: '-m-1 rounded p-1 text-muted hover:bg-brand-50 hover:text-ink',
        'aria-label': T.close,
      },
      h('span', { 'aria-hidden': 'true', class: 'block text-2xl leading-none' }, '×'),
    );
    close.addEventListener('click', () => this.dialog.close());
    this.body = h('div', { class: 'mt-4' });
    this.dialog = h(
      'dialog',
      {
        'aria-labelledby': titleId,
        class:
          'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/40',
        'data-add-to-week-dialog': '',
      },
      h(
        'div',
        { class: 'p-5' },
        h(
          'div',
          { class: 'flex items-start justify-between gap-4' },
          h('h2', { id: titleId, class: 'text-lg font-semibold' }, T.title),
          close,
        ),
        h('p', { class: 'mt-1 text-sm text-muted' }, name),
        this.body,
      ),
    );
    this.dialog.addEventListener('click', (event) => {
      if (event.target === this.dialog) this.dialog.close();
    });
    this.dialog.addEventListener('close', () => {
      this.article.querySelector<HTMLElement>('[data-add-to-week-open]')?.focus();
    });
    document.body.append(this.dialog);
  }

  async open(): Promise<void> {
    if (!this.dialog.open) this.dialog.showModal();
    this.show(
      h(
        'p',
        { role: 'status', 'aria-busy': 'true', class: 'flex items-center gap-2', 'data-week-busy': '' },
        h('span', { 'aria-hidden': 'true', class: SPINNER }),
        T.loading,
      ),
    );
    const week = await loadWeek({ quiet: true });
    if (week === undefined) {
      const retry = h('button', { type: 'button', class: SECONDARY }, T.retry);
      retry.addEventListener('click', () => void this.open());
      this.showError(T.loadFailed, retry);
      return;
    }
    const current = await week.readCurrentPlan();
    if (!current.ok) {
      this.showError(current.error, h('a', { href: '/meal-planning', class: PRIMARY }, T.createPlan));
      return;
    }
    this.showForm(week, current.value);
  }

  private show(...nodes: Node[]): void {
    this.body.replaceChildren(...nodes);
  }

  private showError(message: string, action: HTMLElement): void {
    const text = h('p', { role: 'alert', 'data-week-error': '' }, message);
    this.show(text, h('div', { class: 'mt-4 flex flex-wrap gap-2' }, action));
    action.focus();
  }

  private showForm(week: WeekModule, plan: CurrentPlan): void {
    const days = week.dayChoices(plan.shown.plan);
    const preferred = week.mealTypesOf(this.recipeId);
    const today = new Date();
    const todayIso = `${String(today.getFullYear())}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const ids = { day: `week-day-${this.recipeId}`, meal: `week-meal-${this.recipeId}` };
    const daySelect = h('select', { id: ids.day, class: SELECT, name: 'day', 'data-week-day': '' });
    for (const day of days) daySelect.append(h('option', { value: String(day.index) }, day.label));
    // Today when the plan's week holds it, else its first day.
    const todayIndex = days.findIndex((d) => d.iso === todayIso);
    daySelect.value = String(todayIndex >= 0 ? todayIndex : 0);
    const mealSelect = h('select', { id: ids.meal, class: SELECT, name: 'meal', 'data-week-meal': '' });
    const current = h('p', { class: 'mt-1 text-sm text-muted', 'data-week-current': '' });
    // Always in the dialog (empty, it takes no room), so assistive technology hears every change.
    const refusal = h('p', { role: 'alert', class: 'text-danger-600', 'data-week-refusal': '' });
    const refuse = (text: string) => {
      refusal.textContent = text;
    };
    const fillMeals = () => {
      const day = days[Number(daySelect.value)];
      const chosen = mealSelect.value as MealType | '';
      mealSelect.replaceChildren(...(day?.meals ?? []).map((m) => h('option', { value: m.type }, m.label)));
      const keep = day?.meals.find((m) => m.type === chosen)?.type;
      const first = day?.meals.find((m) => preferred.includes(m.type))?.type;
      mealSelect.value = keep ?? first ?? 'dinner';
      showCurrent();
    };
    const showCurrent = () => {
      const meal = days[Number(daySelect.value)]?.meals.find((m) => m.type === mealSelect.value);
      current.textContent = meal === undefined ? '' : T.now(meal.current);
      // Why not is said as soon as the slot is chosen (a diet the recipe does not fit: at once).
      refuse(
        week.refusalFor(plan, Number(daySelect.value), mealSelect.value as MealType, this.recipeId) ?? '',
      );
    };
    daySelect.addEventListener('change', fillMeals);
    mealSelect.addEventListener('change', showCurrent);
    fillMeals();

    const submit = h('button', { type: 'submit', class: PRIMARY, 'data-week-submit': '' }, T.submit);
    const cancel = h('button', { type: 'button', class: SECONDARY }, T.cancel);
    cancel.addEventListener('click', () => this.dialog.close());
    const form = h(
      'form',
      {},
      // Labels beside their selects (not around them): a label's name is then its own words alone.
      h('label', { for: ids.day, class: 'block font-medium' }, T.day),
      daySelect,
      h('label', { for: ids.meal, class: 'mt-3 block font-medium' }, T.meal),
      mealSelect,
      current,
      refusal,
      h('div', { class: 'mt-4 flex flex-wrap gap-2' }, submit, cancel),
    );
    let busy = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      submit.setAttribute('aria-busy', 'true');
      submit.textContent = T.working;
      void week
        .putInWeek(Number(daySelect.value), mealSelect.value as MealType, this.recipeId)
        .then((result) => {
          busy = false;
          submit.removeAttribute('aria-busy');
          submit.textContent = T.submit;
          if (!result.ok) {
            refuse(result.error);
            return;
          }
          this.showDone(result.value.message, result.value.checksLost);
        });
    });
    this.show(form);
    daySelect.focus();
  }

  private showDone(message: string, checksLost: boolean): void {
    const status = h(
      'p',
      { role: 'status', class: 'font-medium', tabindex: '-1', 'data-week-done': '' },
      message,
    );
    const link = h('a', { href: '/meal-plan', class: PRIMARY }, T.openPlan);
    const close = h('button', { type: 'button', class: SECONDARY }, T.close);
    close.addEventListener('click', () => this.dialog.close());
    this.show(
      status,
      ...(checksLost ? [h('p', { class: 'mt-2 text-sm text-muted' }, T.storageFull)] : []),
      h('div', { class: 'mt-4 flex flex-wrap gap-2' }, link, close),
    );
    status.focus();
  }
}

const opened = new WeakMap<HTMLElement, AddToWeek>();

/** Opens "Lägg i min vecka" for the recipe in `article` (`article[data-recipe]`). */
export function openAddToWeek(article: HTMLElement): void {
  let dialog = opened.get(article);
  if (dialog === undefined) {
    dialog = new AddToWeek(article);
    opened.set(article, dialog);
  }
  void dialog.open();
}
