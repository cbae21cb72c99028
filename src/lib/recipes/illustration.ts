/**
 * Every recipe's picture, drawn at build time from the recipe itself (we have no photos we may
 * use): a plate on a table coloured by the meal, with the main ingredients as shapes coloured by
 * their kind of food, sized by their weight. Plain SVG, a kilobyte or two.
 */
import { food, type CatalogueRecipe } from '@shared/catalogue/index.ts';
import type { MealType, ShoppingCategory } from '@shared/domain.ts';

/** The drawing's size in CSS pixels (3:2); pages set these as the image's width and height. */
export const ILLUSTRATION_WIDTH = 480;
export const ILLUSTRATION_HEIGHT = 320;

const TABLE: Readonly<Record<MealType, string>> = {
  breakfast: '#fbefcf',
  lunch: '#dff0e4',
  dinner: '#f5dccf',
  snack: '#e8e1f3',
};

/** Three shades per kind of food, picked by the Livsmedelsnummer so dishes differ. */
const SHADES: Readonly<Record<ShoppingCategory, readonly string[]>> = {
  protein: ['#b5654a', '#d08b5b', '#e9c9a0'],
  grains: ['#d9b36c', '#c99a4e', '#eed9a4'],
  produce: ['#5f9b4c', '#d9593d', '#f2a33a'],
  pantry: ['#8a6d4d', '#f4e6c1', '#a9b27a'],
  snacks: ['#8f5b8f', '#c46b7f', '#e3a0b5'],
};

/** Foods whose colour everyone knows, by a word in their Swedish name; others get their kind's shade. */
const KNOWN_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/blåbär|björnbär|aubergine|rödkål/u, '#4f5d9e'],
  [/hallon|jordgubb|tomat|lingon|röd paprika|rödbet|chili/u, '#d24b3e'],
  [/morot|apelsin|sötpotatis|pumpa|mango|lax/u, '#ee8a3a'],
  [
    /spenat|broccoli|sallad|grönkål|ärt|avokado|zucchini|gurka|bönor gröna|persilja|dill|basilika/u,
    '#5f9b4c',
  ],
  [/banan|majs|gul paprika|citron|ägg/u, '#f1c84b'],
  [/mjölk|yoghurt|kvarg|grädde|keso|fil|crème|ris|blomkål/u, '#e6e9ee'],
];

const MAX_SHAPES = 6;

/** The ingredients drawn and named: the heaviest first, at most six. */
function mainIngredients(recipe: CatalogueRecipe): { food: number; grams: number }[] {
  return [...recipe.ingredients].sort((a, b) => b.grams - a.grams).slice(0, MAX_SHAPES);
}

const round = (x: number): number => Math.round(x * 10) / 10;

/** The SVG document of one recipe's illustration. */
export function recipeIllustration(recipe: CatalogueRecipe): string {
  const meal = recipe.mealTypes[0] ?? 'lunch';
  const parts = mainIngredients(recipe);
  const total = parts.reduce((sum, p) => sum + p.grams, 0) || 1;
  const cx = 240;
  const cy = 168;
  const ring = parts.length === 1 ? 0 : 46;
  const shapes = parts
    .map((part, i) => {
      const share = part.grams / total;
      const r = round(16 + 34 * Math.sqrt(share));
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / parts.length;
      const x = round(cx + ring * Math.cos(angle));
      const y = round(cy + ring * Math.sin(angle));
      const info = food(part.food);
      const name = info.name.toLocaleLowerCase('sv-SE');
      const shades = SHADES[info.category];
      const fill =
        KNOWN_COLOURS.find(([word]) => word.test(name))?.[1] ??
        shades[part.food % shades.length] ??
        shades[0];
      // A highlight up and to the left gives each shape a little volume.
      return (
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` +
        `<circle cx="${round(x - r / 3)}" cy="${round(y - r / 3)}" r="${round(r / 4)}" fill="#fff" opacity=".35"/>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}">` +
    `<rect width="480" height="320" fill="${TABLE[meal]}"/>` +
    `<ellipse cx="244" cy="178" rx="128" ry="124" fill="#000" opacity=".08"/>` +
    `<circle cx="${cx}" cy="${cy}" r="126" fill="#fff"/>` +
    `<circle cx="${cx}" cy="${cy}" r="100" fill="#f7f5f0"/>` +
    shapes +
    `<rect x="70" y="80" width="10" height="176" rx="5" fill="#9aa3a0"/>` +
    `<path d="M62 80v44a13 13 0 0 0 26 0V80" fill="none" stroke="#9aa3a0" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M404 80c-14 12-14 64 0 80v96" fill="none" stroke="#9aa3a0" stroke-width="10" stroke-linecap="round"/>` +
    `</svg>`
  );
}

/** The illustration's Swedish alt text: what is on the plate. */
export function illustrationAlt(recipe: CatalogueRecipe): string {
  const names = mainIngredients(recipe)
    .slice(0, 4)
    .map((p) => food(p.food).name.toLocaleLowerCase('sv-SE'));
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} och ${names.at(-1) ?? ''}`;
  return `Tecknad bild: en tallrik med ${list}`;
}

/** Site path of a recipe's illustration. */
export const illustrationPath = (id: string): string => `/recipes/${id}.svg`;
