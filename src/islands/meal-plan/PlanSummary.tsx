import { CUISINE_LABELS, DIET_LABELS, GOAL_LABELS } from '@shared/domain.ts';
import type { MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { whole } from '@/lib/format/sv';
import { unknownRestrictions } from '@/lib/messages/restrictions';
import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';

import { macroSummary } from './macro-summary';
import type { PlanNotes } from '@/lib/plans/shown-plan';

interface Props {
  preferences: MealPreferences | undefined;
  /** The day's target from the plan, when the preferences are unknown. */
  planCalories: number;
  /** The plan shown (with any swaps), for what the week delivers. */
  plan: readonly MealPlanDay[];
  savedName?: string | undefined;
  /** Whether meals of the saved plan were swapped (it is then saved as a new plan). */
  edited?: boolean;
  notes?: PlanNotes | undefined;
}

/** The plan's summary in Swedish words (daily calories, diet type, cuisines, goal), its notes, and the links to change or leave. */
export function PlanSummary({ preferences: p, planCalories, plan, savedName, edited = false, notes }: Props) {
  const macros = p === undefined ? undefined : macroSummary(p, plan);
  const rows: [string, string][] = [
    [T.dailyCalories, `${whole(p?.calories ?? planCalories)} kcal`],
    [T.dietType, p ? DIET_LABELS[p.dietType] : T.unknown],
    [T.cuisines, p ? p.cuisine.map((c) => CUISINE_LABELS[c]).join(', ') : T.unknown],
    [T.goal, p ? GOAL_LABELS[p.goal] : T.unknown],
  ];
  if (p && p.restrictions !== '') rows.push([T.restrictions, p.restrictions]);
  if (p) rows.push([T.snacks, p.includeSnacks ? T.yes : T.no]);
  const unknown = notes?.unknownRestrictions ?? [];
  const notices = notes?.notices ?? [];
  return (
    <section aria-labelledby="plan-summary-heading" className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-summary-heading" className="text-lg font-semibold">
          {T.summaryHeading}
        </h2>
        {savedName !== undefined && <p className="text-sm text-muted">{T.savedPlan(savedName)}</p>}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}:</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {macros !== undefined && (
        <div className="mt-3 text-sm">
          <h3 className="sr-only">{T.macroHeading}</h3>
          <p className="font-medium" data-testid="macro-summary">
            {macros.text}
          </p>
          <p className="text-xs text-muted">{T.macroNote}</p>
        </div>
      )}
      {edited && savedName !== undefined && (
        <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm" data-testid="swapped-saved-note">
          {T.swappedSaved(savedName)}
        </p>
      )}
      {(unknown.length > 0 || notices.length > 0) && (
        <div className="mt-3 rounded-md bg-brand-50 p-3 text-sm" data-testid="plan-notes">
          <h3 className="font-semibold">{T.notesHeading}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {unknown.length > 0 && <li>{unknownRestrictions(unknown.join(', '))}</li>}
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-4 text-sm" data-print-hidden>
        <a href="/meal-planning" className="text-brand-800 underline underline-offset-2">
          {T.changePreferences}
        </a>
        <a href="/nutrition" className="text-brand-800 underline underline-offset-2">
          {T.backToNutrition}
        </a>
      </div>
    </section>
  );
}
