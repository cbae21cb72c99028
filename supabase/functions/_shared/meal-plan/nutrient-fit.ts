/**
 * The generator's nutrient preference: among recipes that already fit diet,
 * restrictions and calories, prefer those that close the week's largest shortfalls against the
 * adult references, fibre and salt first. It only adds a small, bounded term to a recipe's score,
 * so the hard constraints and the tier order in `choose.ts` are untouched.
 */
import type { CatalogueRecipe } from '../catalogue/index.ts';
import { amountsOf, type NutrientAmounts } from '../catalogue/amounts.ts';
import { NUTRIENT_IDS, referenceFor, type NutrientId } from '../nutrition/reference.ts';

/** How much each nutrient counts: fibre and salt first, the rest much less. */
const PRIORITY: Readonly<Record<NutrientId, number>> = {
  fibre: 1,
  salt: 1,
  wholeGrain: 0.15,
  fruitVeg: 0.15,
  saturatedFat: 0.15,
  addedSugar: 0.15,
  iron: 0.15,
  calcium: 0.15,
  vitaminD: 0.15,
  vitaminB12: 0.15,
};
/** Weight of the term beside the macro distance (0–2) in `choose.ts`. */
const NUTRIENT_WEIGHT = 0.6;
/**
 * The term never exceeds this, so a dish served yesterday still loses to every other dish of its
 * tier (`YESTERDAY_WEIGHT` in choose.ts is 10; the other terms stay under 7.5).
 */
export const MAX_NUTRIENT_PENALTY = 1.5;
/** Every nutrient counts this much even when the week so far meets its reference. */
const BASE_NEED = 0.25;
/** A recipe twice as salty as the reference density counts more than one just over it, up to 2×. */
const MISS_CAP = 2;
/** Saturated fat and added sugar references are energy shares: kcal per gram. */
const KCAL_PER_G: Partial<Record<NutrientId, number>> = { saturatedFat: 9, addedSugar: 4 };

const IDS = NUTRIENT_IDS;

/** Amount per kcal of each nutrient (NaN when unknown), cached per recipe. */
const densityCache = new WeakMap<CatalogueRecipe, Float64Array>();

function densities(recipe: CatalogueRecipe): Float64Array {
  let d = densityCache.get(recipe);
  if (d === undefined) {
    const amounts: NutrientAmounts = recipe.nutrientAmounts ?? amountsOf(recipe.ingredients);
    const kcal = Math.max(1, recipe.nutrients.kcal);
    d = new Float64Array(IDS.map((id) => (amounts[id] ?? Number.NaN) / kcal));
    densityCache.set(recipe, d);
  }
  return d;
}

/**
 * The week so far: nutrient sums and energy of the meals already chosen, and the reference
 * density (amount per kcal) each nutrient needs at the day's calorie target.
 */
export class WeekTally {
  private readonly sums = new Float64Array(IDS.length);
  private energy = 0;
  private readonly refDensity: Float64Array;
  private readonly isMax: readonly boolean[];
  /** The week's need per nutrient (0–1 plus the base), refreshed after each meal. */
  private readonly need = new Float64Array(IDS.length);

  /** @param dailyKcal the plan's daily calorie target (kcal). */
  constructor(dailyKcal: number) {
    const refs = IDS.map((id) => referenceFor(id, dailyKcal));
    this.refDensity = new Float64Array(
      refs.map((ref) => {
        const perKcal = KCAL_PER_G[ref.id];
        // E% limits become grams per kcal; everything else is the day's amount over the day's kcal.
        return perKcal === undefined ? ref.value / dailyKcal : ref.value / 100 / perKcal;
      }),
    );
    this.isMax = refs.map((ref) => ref.kind === 'max');
    this.refresh();
  }

  /** Adds a chosen recipe portioned to `kcal`. */
  add(recipe: CatalogueRecipe, kcal: number): void {
    const d = densities(recipe);
    for (let i = 0; i < IDS.length; i++) {
      const v = d[i] ?? Number.NaN;
      if (!Number.isNaN(v)) this.sums[i] = (this.sums[i] ?? 0) + v * kcal;
    }
    this.energy += kcal;
    this.refresh();
  }

  private refresh(): void {
    for (const [i, id] of IDS.entries()) {
      let gap = 0.5; // Nothing chosen yet: an even prior.
      if (this.energy > 0) {
        const ratio = (this.sums[i] ?? 0) / ((this.refDensity[i] ?? 1) * this.energy);
        gap = this.isMax[i] ? ratio - 1 : 1 - ratio;
      }
      this.need[i] = PRIORITY[id] * (BASE_NEED + Math.min(1, Math.max(0, gap)));
    }
  }

  /**
   * Score penalty (≥ 0, lower is better) for serving `recipe`: for each nutrient, how far the
   * recipe itself misses the reference density (0–2), weighted by how far the week so far misses
   * it; at most `MAX_NUTRIENT_PENALTY`.
   */
  penalty(recipe: CatalogueRecipe): number {
    const d = densities(recipe);
    let sum = 0;
    for (let i = 0; i < IDS.length; i++) {
      const v = d[i] ?? Number.NaN;
      if (Number.isNaN(v)) continue;
      const ratio = v / (this.refDensity[i] ?? 1);
      const miss = this.isMax[i] ? ratio - 1 : 1 - ratio;
      if (miss > 0) sum += (this.need[i] ?? 0) * Math.min(MISS_CAP, miss);
    }
    return Math.min(MAX_NUTRIENT_PENALTY, NUTRIENT_WEIGHT * sum);
  }
}
