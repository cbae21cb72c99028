import { memo, useId, useMemo, useState } from 'react';
import { isLactoseFreeProduct } from '@shared/nutrition/lactose-free.ts';
import type { DietType } from '@shared/domain.ts';
import { assessPlanNutrients } from '@shared/nutrition/assess.ts';
import { NUTRIENT_IDS, SOURCES, type NutrientId, type Sex } from '@shared/nutrition/reference.ts';
import type { Tip } from '@shared/nutrition/tips.ts';
import type { MealPlan } from '@shared/schemas/meal-plan.ts';
import { NUTRIENT_MESSAGES as M } from '@/lib/messages/nutrients.ts';
import { loadOnDemand } from '@/ui/on-demand';
import { useOnDemand } from '@/ui/useOnDemand';
import { NutrientTable } from './NutrientTable.tsx';
import { TipList } from './TipList.tsx';
import { usePlanNutrients } from './use-plan-nutrients.ts';

export interface NutrientOverviewProps {
  plan: MealPlan;
  /** The calorie calculator's sex, when known; iron's reference depends on it. */
  sex?: Sex;
  /** The plan's diet, so every tip fits it (no fish for a vegetarian, no milk for a vegan). */
  diet?: DietType | undefined;
  /** The plan's restrictions text ("laktos, fisk"); tips never name a food it excludes. */
  restrictions?: string | undefined;
}

const NO_FOODS: ReadonlySet<number> = new Set();

const loadTips = loadOnDemand(() => import('@shared/nutrition/tips.ts'));
const loadRestrictionParser = loadOnDemand(() => import('@shared/catalogue/restrictions.ts'));

/**
 * The tips for the nutrients the week misses, worded for the diet and restrictions. Their texts and,
 * when the plan names restrictions, the restrictions parser load on demand, so neither is part of
 * the page's first load; undefined until they have.
 */
function useTips(
  missed: readonly NutrientId[],
  diet: DietType | undefined,
  restrictions: string,
): Tip[] | undefined {
  const restricted = restrictions.trim() !== '';
  // Quiet: offline the overview shows without its tips, as before they load.
  const tips = useOnDemand(loadTips, true, true);
  const parser = useOnDemand(loadRestrictionParser, restricted, true);
  const excludedFoods = useMemo(
    () => (restricted ? parser?.parseRestrictions(restrictions).excludedFoods : NO_FOODS),
    [restricted, parser, restrictions],
  );
  return useMemo(() => {
    if (tips === undefined || excludedFoods === undefined) return undefined;
    return missed.map((id) => tips.tipFor(id, { diet, excludedFoods }));
  }, [tips, excludedFoods, missed, diet]);
}

/** True when a meal of the plan holds a lactose-free product (values of its ordinary product). */
function hasLactoseFree(plan: MealPlan): boolean {
  return plan.some((day) =>
    [day.breakfast, day.lunch, day.dinner, day.snack].some((meal) =>
      (meal?.items ?? []).some((item) => isLactoseFreeProduct(item.food)),
    ),
  );
}

/** 'week' or a day index 0–6. */
type View = 'week' | number;

/**
 * The meal plan's Näringsöversikt: per day and for the week, each nutrient's amount, its adult
 * reference (NNR 2023 / Livsmedelsverket) and a Swedish verdict with a bar, one tip per shortfall
 * of the week worded for the plan's diet and restrictions, and the sources. Missing values show as 'okänt' (unknown), never as zero.
 */
export function NutrientOverview({ plan, sex, diet, restrictions = '' }: NutrientOverviewProps) {
  const ids = useId();
  const { plan: withNutrients, computing } = usePlanNutrients(plan);
  const assessment = useMemo(() => assessPlanNutrients(withNutrients, sex), [withNutrients, sex]);
  const tips = useTips(assessment.missed, diet, restrictions);
  const [view, setView] = useState<View>('week');
  const shown = view === 'week' ? assessment.week : (assessment.days[view] ?? assessment.week);
  const caption = view === 'week' ? M.weekCaption : M.dayCaption(plan[view]?.day ?? '');
  const hasUnknown = shown.nutrients.some((n) => n.verdict === 'unknown');
  const lactoseFree = useMemo(() => hasLactoseFree(plan), [plan]);
  const views: { value: View; label: string }[] = [
    { value: 'week', label: M.week },
    ...plan.map((d, i) => ({ value: i, label: d.day })),
  ];

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="text-xl font-semibold text-ink">
        {M.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{M.intro}</p>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold">{M.viewLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {views.map((v) => (
            <label
              key={String(v.value)}
              className="cursor-pointer rounded-full border border-line px-3 py-1 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${ids}-view`}
                className="sr-only"
                checked={view === v.value}
                onChange={() => setView(v.value)}
              />
              {v.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4" aria-live="polite" aria-busy={computing}>
        {computing && <p className="mb-2 text-sm text-muted">{M.computing}</p>}
        <NutrientTable assessment={shown} caption={caption} />
      </div>

      <ul className="mt-3 space-y-1 text-xs text-muted">
        <li>{M.ironBasis[assessment.sexBasis]}</li>
        <li>{M.saltNote}</li>
        {hasUnknown && <li>{M.unknownNote}</li>}
      </ul>

      <h3 className="mt-6 text-lg font-semibold text-ink">{M.tipsHeading}</h3>
      <TipList tips={tips} />

      <details className="mt-6 text-xs text-muted">
        <summary className="cursor-pointer font-semibold">{M.sourcesHeading}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {NUTRIENT_IDS.map((id) => (
            <li key={id}>{SOURCES[id]}</li>
          ))}
        </ul>
        <p className="mt-2">{M.attribution}</p>
        {lactoseFree && <p className="mt-1">{M.lactoseFreeNote}</p>}
      </details>
    </section>
  );
}

/** Drawn again only when its props change: a swap's first render keeps the deferred week. */
export const WeekNutrientOverview = memo(NutrientOverview);
