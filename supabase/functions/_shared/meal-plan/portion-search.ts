/**
 * The portion search: the role multipliers (and a side's share of the energy) whose macro shares
 * come closest to a meal's target, within the roles' bounds, the diet's share rules and the portion
 * limits; and, cached, the shares a dish alone can reach, which the generator ranks dishes by.
 */
import {
  BALANCED,
  HIGH_PROTEIN_MIN_SHARE,
  KETO_MAX_CARB_SHARE,
  LOW_CARB_MAX_CARB_SHARE,
} from '../catalogue/diet-rules.ts';
import type { CatalogueRecipe } from '../catalogue/index.ts';
import { DIET_TYPES, type DietType } from '../domain.ts';
import { dishShares, roleEnergy, type ROLES, type RoleEnergy, type Vec } from './portion-roles.ts';
import type { MacroShares } from './targets.ts';

/**
 * How far each role's amount may move from the recipe as written (multipliers): more of the
 * protein part (up to double) or a little less, the starch and fat parts from half to a half more.
 * The per-meal portion limits (`portion-limits.ts`) bound the result whatever the multiplier.
 */
export const ROLE_BOUNDS: Record<(typeof ROLES)[number], readonly [number, number]> = {
  protein: [0.8, 2],
  starch: [0.5, 1.5],
  fat: [0.5, 1.5],
};

/** Diet rules on shares, with a margin so rounding grams cannot tip a meal over. */
function dietPenalty(diet: DietType, p: number, c: number, f: number): number {
  const over = (x: number, max: number) => (x > max ? x - max : 0);
  const under = (x: number, min: number) => (x < min ? min - x : 0);
  let v: number;
  switch (diet) {
    case 'keto':
      v = over(c, KETO_MAX_CARB_SHARE - 0.01);
      break;
    case 'low-carb':
      v = over(c, LOW_CARB_MAX_CARB_SHARE - 0.01);
      break;
    case 'high-protein':
      v = under(p, HIGH_PROTEIN_MIN_SHARE + 0.01);
      break;
    case 'balanced':
      v =
        under(p, BALANCED.protein[0] + 0.01) +
        over(p, BALANCED.protein[1] - 0.005) +
        under(c, BALANCED.carbs[0] + 0.01) +
        over(c, BALANCED.carbs[1] - 0.01) +
        under(f, BALANCED.fat[0] + 0.01) +
        over(f, BALANCED.fat[1] - 0.01);
      break;
    default:
      v = 0;
  }
  return v > 0 ? 1 + v * 10 : 0;
}

/** Weight of moving a role away from the recipe as written: per (ln multiplier)². */
const REG = 0.002;
/** Weight of a side: per share of the meal's energy it gives. */
const SIDE_COST = 0.002;

/**
 * The portion limits as `solve` sees them, for one recipe at one meal size: per role (protein,
 * starch, fat, veg) the largest factor its limited foods may be scaled by from the recipe as
 * written, and the grams of protein foods in each role as written.
 */
export interface Limits {
  /** The meal's calories. */
  kcal: number;
  /** The recipe's kcal per kcal of macro energy (fibre and rounding), to turn macro energy into kcal. */
  kcalPerMacro: number;
  ratio: [number, number, number, number];
  proteinGrams: [number, number, number, number];
  /** The most grams of protein foods together. */
  proteinMax: number;
  /** Grams of protein foods in the side per unit of side energy share (0 when the side is none). */
  sideProteinGrams: number;
}

export interface Solution {
  /** ln multipliers for protein, starch and fat parts. */
  l: Vec;
  /** The side's share of the meal's energy. */
  f: number;
  cost: number;
}

/**
 * Finds role multipliers (and the side's energy share, when a side is given) whose macro shares are
 * closest to `target`: squared share error plus small costs for moving away from the recipe as
 * written and for the side, within the bounds, respecting the diet's share rules. A coordinate
 * search in log space; cheap because a recipe collapses to four macro vectors (one per role).
 */
export function solve(
  re: RoleEnergy,
  side: Vec | undefined,
  target: MacroShares,
  diet: DietType,
  fMax: number,
  fixedF?: number,
  limits?: Limits,
  start?: Vec,
): Solution {
  const { protein: P, starch: S, fat: Fa, veg: V } = re.byRole;
  const lo: Vec = [
    Math.log(ROLE_BOUNDS.protein[0]),
    Math.log(ROLE_BOUNDS.starch[0]),
    Math.log(ROLE_BOUNDS.fat[0]),
  ];
  const hi: Vec = [
    Math.log(ROLE_BOUNDS.protein[1]),
    Math.log(ROLE_BOUNDS.starch[1]),
    Math.log(ROLE_BOUNDS.fat[1]),
  ];
  const sideTotal = side ? side[0] + side[1] + side[2] : 1;
  // Limits matter only when the dish or the side holds a limited food.
  const lim =
    limits !== undefined && (limits.sideProteinGrams > 0 || limits.ratio.some((r) => Number.isFinite(r)))
      ? limits
      : undefined;
  const cost = (l: Vec, f: number): number => {
    const a = Math.exp(l[0]);
    const b = Math.exp(l[1]);
    const c = Math.exp(l[2]);
    let p = a * P[0] + b * S[0] + c * Fa[0] + V[0];
    let cb = a * P[1] + b * S[1] + c * Fa[1] + V[1];
    let ft = a * P[2] + b * S[2] + c * Fa[2] + V[2];
    const total = p + cb + ft;
    if (total <= 0) return Infinity;
    p /= total;
    cb /= total;
    ft /= total;
    if (side && f > 0) {
      p = (1 - f) * p + (f * side[0]) / sideTotal;
      cb = (1 - f) * cb + (f * side[1]) / sideTotal;
      ft = (1 - f) * ft + (f * side[2]) / sideTotal;
    }
    const dp = p - target.protein;
    const dc = cb - target.carbs;
    const df = ft - target.fat;
    let over = 0;
    if (lim !== undefined) {
      // Grams of the recipe as written become grams × multiplier × s on the plate.
      const s = ((1 - f) * lim.kcal) / (total * lim.kcalPerMacro);
      const [rp, rs, rf, rv] = lim.ratio;
      const [gp, gs, gf, gv] = lim.proteinGrams;
      over =
        Math.max(0, (a * s) / rp - 1) +
        Math.max(0, (b * s) / rs - 1) +
        Math.max(0, (c * s) / rf - 1) +
        Math.max(0, s / rv - 1) +
        Math.max(0, (f * lim.sideProteinGrams + s * (a * gp + b * gs + c * gf + gv)) / lim.proteinMax - 1);
    }
    return (
      (over > 0 ? 1 + over * 10 : 0) +
      dp * dp +
      dc * dc +
      df * df +
      REG * (l[0] * l[0] + l[1] * l[1] + l[2] * l[2]) +
      SIDE_COST * f +
      dietPenalty(diet, p, cb, ft)
    );
  };
  // From `start` (a nearby solution) the search begins with finer steps.
  const l: Vec = start ? [...start] : [0, 0, 0];
  let f = fixedF ?? (side ? Math.min(0.15, fMax) : 0);
  let best = cost(l, f);
  let step = start ? 0.0625 : 0.25;
  let fStep = side && fixedF === undefined ? 0.08 : 0;
  for (let iter = 0; iter < 60 && step > 0.02; iter++) {
    let improved = false;
    for (let i = 0; i < 3; i++) {
      for (const dir of [1, -1]) {
        const old = l[i] ?? 0;
        const next = Math.min(hi[i] ?? 0, Math.max(lo[i] ?? 0, old + dir * step));
        if (next === old) continue;
        l[i] = next;
        const c = cost(l, f);
        if (c < best) {
          best = c;
          improved = true;
          break;
        }
        l[i] = old;
      }
    }
    if (fStep > 0) {
      for (const dir of [1, -1]) {
        const next = Math.min(fMax, Math.max(0, f + dir * fStep));
        if (next === f) continue;
        const c = cost(l, next);
        if (c < best) {
          best = c;
          f = next;
          improved = true;
          break;
        }
      }
    }
    if (!improved) {
      step /= 2;
      fStep /= 2;
    }
  }
  return { l: [...l], f, cost: best };
}

const achievableCache = new WeakMap<CatalogueRecipe, Map<number, MacroShares>>();
/**
 * `achievableShares` solves for the target rounded to steps of 1 / this (2 %): fine enough to rank
 * dishes by (the variety, macro, portion and cuisine figures over 1 500 plans came out the same as with 1 %, or within 0.1 point), and a
 * week's steered targets fall on fewer steps, so fewer solves miss the cache (generator median
 * per plan 4.7–5.5 → 3.2–4.8 ms on the 391-recipe catalogue, five runs each on one machine).
 */
const TARGET_STEPS = 50;

/**
 * The macro shares the dish alone reaches when its parts are scaled toward `target` (no side):
 * what the generator ranks recipes by. Cached per recipe and target rounded to a 2 % step; the
 * solve runs on the rounded target, so the answer depends on the key alone. (It ran on the exact
 * target of whichever call came first, so one process could give the same seed a different plan
 * depending on what it had generated before.)
 */
export function achievableShares(recipe: CatalogueRecipe, exact: MacroShares, diet: DietType): MacroShares {
  const protein = Math.round(exact.protein * TARGET_STEPS);
  const carbs = Math.round(exact.carbs * TARGET_STEPS);
  const target: MacroShares = {
    protein: protein / TARGET_STEPS,
    carbs: carbs / TARGET_STEPS,
    fat: 1 - (protein + carbs) / TARGET_STEPS,
  };
  const key = (DIET_TYPES.indexOf(diet) * 1000 + protein) * 1000 + carbs;
  let byTarget = achievableCache.get(recipe);
  if (byTarget === undefined) {
    byTarget = new Map();
    achievableCache.set(recipe, byTarget);
  }
  let shares = byTarget.get(key);
  if (shares === undefined) {
    const re = roleEnergy(recipe);
    const [protein, carbs, fat] = dishShares(re, solve(re, undefined, target, diet, 0).l);
    shares = { protein, carbs, fat };
    byTarget.set(key, shares);
  }
  return shares;
}
