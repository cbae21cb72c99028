/**
 * The parts of a dish: each food's role (protein, starch, fat or vegetable, from its composition),
 * and the macro energy of each role in a recipe as written. The portion search scales the roles,
 * never single foods, so a recipe collapses to four macro vectors.
 */
import { food, type CatalogueRecipe } from '../catalogue/index.ts';

/** What a part of a dish does, derived from its food's composition (never hand-tagged). */
export type Role = 'protein' | 'starch' | 'fat' | 'veg';
/** The roles the portion search scales; vegetables keep their amount. */
export const ROLES = ['protein', 'starch', 'fat'] as const;

/** Protein, carbohydrate and fat (energy or shares), or the ln multipliers of the three `ROLES`. */
export type Vec = [number, number, number];

/** A role's place in the per-role lists of the portion limits. */
export const ROLE_INDEX: Record<Role, number> = { protein: 0, starch: 1, fat: 2, veg: 3 };

const roleCache = new Map<number, Role>();

/**
 * A food's role in a dish, from its Livsmedelsdatabasen values: vegetables, fruit and stock (under
 * 20 kcal/100 g, or under 60 kcal with at least 0.8 g fibre) keep their amount; otherwise protein
 * when protein gives at least 30 % of its energy (meat, fish, egg, kvarg, keso, tofu, beans and
 * lentils, milk), fat when fat gives at least 60 % (oil, butter, nuts, most cheese), and starch for
 * the rest (grains, bread, potatoes, fruit, sugar).
 */
export function foodRole(number: number): Role {
  let role = roleCache.get(number);
  if (role === undefined) {
    const p = food(number).per100g;
    const pe = p.protein * 4;
    const ce = p.carbs * 4;
    const fe = p.fat * 9;
    const total = pe + ce + fe;
    if (p.kcal < 20 || (p.kcal < 60 && p.fibre >= 0.8) || total <= 0) role = 'veg';
    else if (pe / total >= 0.3) role = 'protein';
    else if (fe / total >= 0.6) role = 'fat';
    else role = 'starch';
    roleCache.set(number, role);
  }
  return role;
}

/** Macro energy (kcal from protein, carbohydrate, fat) of each role in a recipe as written. */
export interface RoleEnergy {
  /** [protein, carbs, fat] kcal for protein, starch, fat and veg parts. */
  byRole: Record<Role, [number, number, number]>;
}

const roleEnergyCache = new WeakMap<CatalogueRecipe, RoleEnergy>();

/** Macro energy (kcal from protein, carbohydrate, fat) of `grams` of a food. */
export function energyOf(number: number, grams: number): [number, number, number] {
  const p = food(number).per100g;
  const f = grams / 100;
  return [p.protein * 4 * f, p.carbs * 4 * f, p.fat * 9 * f];
}

/** The recipe's macro energy per role, as written (cached per recipe). */
export function roleEnergy(recipe: CatalogueRecipe): RoleEnergy {
  let re = roleEnergyCache.get(recipe);
  if (re === undefined) {
    const byRole: RoleEnergy['byRole'] = {
      protein: [0, 0, 0],
      starch: [0, 0, 0],
      fat: [0, 0, 0],
      veg: [0, 0, 0],
    };
    for (const ing of recipe.ingredients) {
      const e = energyOf(ing.food, ing.grams);
      const r = byRole[foodRole(ing.food)];
      r[0] += e[0];
      r[1] += e[1];
      r[2] += e[2];
    }
    re = { byRole };
    roleEnergyCache.set(recipe, re);
  }
  return re;
}

/** Macro energy shares of the dish with role multipliers `exp(l)`. */
export function dishShares(re: RoleEnergy, l: Vec): Vec {
  const v: Vec = [0, 0, 0];
  for (const [i, role] of (['protein', 'starch', 'fat', 'veg'] as const).entries()) {
    const m = role === 'veg' ? 1 : Math.exp(l[i] ?? 0);
    const e = re.byRole[role];
    v[0] += m * e[0];
    v[1] += m * e[1];
    v[2] += m * e[2];
  }
  const total = v[0] + v[1] + v[2];
  return total > 0 ? [v[0] / total, v[1] / total, v[2] / total] : [0, 0, 0];
}

/** A food's energy per gram, kcal. */
export const kcalPerGram = (number: number): number => food(number).per100g.kcal / 100;
