import { food, unitLabel } from './catalogue/index.ts';
import { svNumber } from './format/sv-number.ts';
import {
  SHOPPING_CATEGORIES,
  SHOPPING_CATEGORY_LABELS,
  type KitchenUnit,
  type ShoppingCategory,
} from './domain.ts';
import { textToNumber } from './schemas/fields.ts';
import { mealsOf, type MealPlanDay } from './schemas/meal-plan.ts';
import { MAX_PEOPLE, MIN_PEOPLE, type ShoppingItem } from './schemas/shopping.ts';

/** One group of the list: the Swedish heading, its lines and their cost in kr. */
export interface ShoppingGroup {
  category: ShoppingCategory;
  label: string;
  items: ShoppingItem[];
  /** kr */
  subtotal: number;
  /** "120 kr" */
  estimated_cost: string;
}

export interface ShoppingList {
  /** The people count actually used, 1–12. */
  people: number;
  /** Non-empty groups in SHOPPING_CATEGORIES' order; Mellanmål only when the plan has snacks. */
  groups: ShoppingGroup[];
  /** kr */
  total: number;
  /** "560 kr" */
  estimated_cost: string;
  /** Meals without structured ingredients (e.g. from an AI model); not on the list. */
  mealsWithoutIngredients: number;
}

/**
 * 1–12 people; below 1 becomes 1, above 12 becomes 12, fractions are cut to whole
 * people, and anything that is not a number (or numeric text) becomes 1.
 */
export function normalizePeople(value: unknown): number {
  const n = textToNumber(value);
  if (typeof n !== 'number' || !Number.isFinite(n)) return MIN_PEOPLE;
  return Math.min(MAX_PEOPLE, Math.max(MIN_PEOPLE, Math.floor(n)));
}

/** Rounding-up step per unit, for one person's weekly amount. */
function step(unit: KitchenUnit, amount: number): number {
  switch (unit) {
    case 'g':
      return amount < 50 ? 5 : amount < 1000 ? 10 : 50;
    case 'st':
      return 1;
    default:
      return 0.5;
  }
}

/** Rounds up to the unit's step (with a little slack for float noise: 2.0000001 dl is 2 dl). */
export function roundUp(amount: number, unit: KitchenUnit): number {
  const s = step(unit, amount);
  return Math.ceil(amount / s - 1e-9) * s;
}

/** "300 g", "1,25 kg", "2 dl", "3 klyftor": a line's amount for display. */
export function quantityText(foodNumber: number, amount: number, unit: KitchenUnit): string {
  if (unit === 'g' && amount >= 1000) return `${svNumber(amount / 1000, 2)} kg`;
  return `${svNumber(amount, 1)} ${unitLabel(foodNumber, amount, unit)}`;
}

/** "45 kr" */
export function krText(kr: number): string {
  return `${svNumber(kr, 1)} kr`;
}

interface Tally {
  food: number;
  /** Grams for one person over the week. */
  grams: number;
  gramsByUnit: Map<KitchenUnit, number>;
  /** Grams of `grams` that are in snack meals. */
  snackGrams: number;
}

/** The unit a food is bought in: the recipes' unit carrying most of its grams, if convertible. */
function displayUnit(t: Tally): KitchenUnit {
  let unit: KitchenUnit = 'g';
  let most = -1;
  for (const [u, g] of t.gramsByUnit) {
    if (g > most) {
      unit = u;
      most = g;
    }
  }
  return unit === 'g' || food(t.food).gramsPer[unit] !== undefined ? unit : 'g';
}

/** Moves small measures up when they get large: 3 tsk → 1 msk, 7 msk → about 1 dl. */
function upgrade(unit: KitchenUnit, grams: number, foodNumber: number): KitchenUnit {
  const per = food(foodNumber).gramsPer;
  if (unit === 'tsk' && per.msk && grams / per.msk >= 2) return upgrade('msk', grams, foodNumber);
  if (unit === 'msk' && per.dl && grams / per.dl >= 1) return 'dl';
  return unit;
}

function gramsPerUnit(unit: KitchenUnit, foodNumber: number): number {
  return unit === 'g' ? 1 : (food(foodNumber).gramsPer[unit] ?? 1);
}

/**
 * Builds the week's shopping list from the plan actually shown (swaps included):
 * every meal's scaled ingredients merged per food, one person's weekly amount rounded up in a
 * Swedish kitchen unit (g, dl, msk, tsk, st) and then multiplied by `people`, grouped
 * into Protein, Spannmål & Kolhydrater, Grönsaker & Frukt, Skafferi & Kryddor and, when the
 * plan has snacks, Mellanmål (foods bought mostly for the snacks: at least half their grams). Costs are estimated from the
 * catalogue's typical Swedish kr/kg for the rounded-up amount, rounded up to whole kr per person,
 * then multiplied by `people`; the group subtotals and the total are sums of the line costs.
 * `grams` on each line is the exact summed grams × people.
 */
export function buildShoppingList(plan: readonly MealPlanDay[], people: unknown): ShoppingList {
  const count = normalizePeople(people);
  const hasSnacks = plan.some((day) => day.snack !== undefined);
  const tallies = new Map<number, Tally>();
  let mealsWithoutIngredients = 0;

  for (const day of plan) {
    for (const meal of mealsOf(day)) {
      if (!meal.items || meal.items.length === 0) {
        mealsWithoutIngredients++;
        continue;
      }
      const isSnack = meal === day.snack;
      for (const item of meal.items) {
        const t = tallies.get(item.food) ?? {
          food: item.food,
          grams: 0,
          gramsByUnit: new Map<KitchenUnit, number>(),
          snackGrams: 0,
        };
        t.grams += item.grams;
        t.gramsByUnit.set(item.unit, (t.gramsByUnit.get(item.unit) ?? 0) + item.grams);
        if (isSnack) t.snackGrams += item.grams;
        tallies.set(item.food, t);
      }
    }
  }

  const byCategory = new Map<ShoppingCategory, ShoppingItem[]>();
  for (const t of tallies.values()) {
    if (t.grams <= 0) continue;
    const info = food(t.food);
    // Unit and rounding are per person, so N people get exactly N times one person's list.
    const unit = upgrade(displayUnit(t), t.grams, t.food);
    const perUnit = gramsPerUnit(unit, t.food);
    const perPerson = roundUp(t.grams / perUnit, unit);
    const costPerPerson = Math.ceil((perPerson * perUnit * info.priceKrPerKg) / 1000 - 1e-9);
    const amount = perPerson * count;
    const cost = costPerPerson * count;
    let category: ShoppingCategory = info.category;
    if (hasSnacks && t.snackGrams * 2 >= t.grams) category = 'snacks';
    else if (category === 'snacks' && !hasSnacks) category = 'pantry';
    const line: ShoppingItem = {
      name: info.name,
      quantity: quantityText(t.food, amount, unit),
      category,
      estimated_cost: krText(cost),
      food: t.food,
      grams: t.grams * count,
      amount,
      unit,
      cost,
    };
    byCategory.set(category, [...(byCategory.get(category) ?? []), line]);
  }

  const groups: ShoppingGroup[] = [];
  for (const category of SHOPPING_CATEGORIES) {
    const items = byCategory.get(category);
    if (!items || items.length === 0) continue;
    items.sort((a, b) => a.name.localeCompare(b.name, 'sv'));
    const subtotal = items.reduce((sum, item) => sum + (item.cost ?? 0), 0);
    groups.push({
      category,
      label: SHOPPING_CATEGORY_LABELS[category],
      items,
      subtotal,
      estimated_cost: krText(subtotal),
    });
  }
  const total = groups.reduce((sum, g) => sum + g.subtotal, 0);
  return { people: count, groups, total, estimated_cost: krText(total), mealsWithoutIngredients };
}
