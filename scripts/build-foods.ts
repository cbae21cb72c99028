/**
 * Regenerates `supabase/functions/_shared/catalogue/foods.generated.ts` from Livsmedelsverket's
 * food composition CSV, keeping only the foods `food-meta.ts` lists.
 *
 *   npm exec -- node scripts/build-foods.ts [path/to/livsmedelsdatabasen.csv]
 *
 * The CSV path may also be given as FOODS_CSV; it defaults to the shared copy next to the
 * repository. The project never reads the CSV at run time: the generated file is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOOD_META } from '../supabase/functions/_shared/catalogue/food-meta.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const csvPath = resolve(
  process.argv[2] ??
    process.env.FOODS_CSV ??
    resolve(root, '../shared/data/livsmedelsdatabasen-2022-05-24.csv'),
);
const outPath = resolve(root, 'supabase/functions/_shared/catalogue/foods.generated.ts');

const ATTRIBUTION = 'Livsmedelsverket, Livsmedelsdatabasen (version 2022-05-24), CC BY 4.0';

/** Splits one CSV line, honouring double-quoted fields with commas and "" escapes. */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch === '"' && line.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

const lines = readFileSync(csvPath, 'utf8').split(/\r?\n/).filter(Boolean);
const header = splitCsvLine(lines[0] ?? '');
const col = (name: string): number => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`Column ${name} missing in ${csvPath}`);
  return index;
};

const COLUMNS = {
  kcal: col('kcal'),
  protein: col('protein_g'),
  carbs: col('carbs_g'),
  fat: col('fat_g'),
  fibre: col('fibre_g'),
  sugars: col('sugars_g'),
  saturatedFat: col('saturated_fat_g'),
  salt: col('salt_g'),
  addedSugar: col('added_sugar_g'),
  wholeGrain: col('wholegrain_g'),
  iron: col('iron_mg'),
  calcium: col('calcium_mg'),
  vitaminD: col('vitamin_d_ug'),
  vitaminB12: col('vitamin_b12_ug'),
} as const;
const REQUIRED = ['kcal', 'protein', 'carbs', 'fat', 'fibre'] as const;

/** The Livsmedelsnummer each food's values come from: its own, or `valuesOf` for a product the database does not list. */
const sourceOf = (m: { number: number; valuesOf?: number }): number => m.valuesOf ?? m.number;
const wanted = new Set(Object.values(FOOD_META).map(sourceOf));
/** Vegetables, fruit and berries (NNR 2023 / kostråd 2025 count them together; potatoes and pulses apart). */
const FRUIT_VEG_GROUPS: ReadonlySet<string> = new Set(['vegetable', 'fruit']);
const fruitVeg = new Set(
  Object.values(FOOD_META)
    .filter((m) => FRUIT_VEG_GROUPS.has(m.group))
    .map((m) => m.number),
);
const rows = new Map<number, string>();

for (const line of lines.slice(1)) {
  const f = splitCsvLine(line);
  const number = Number(f[col('number')]);
  if (!wanted.has(number)) continue;
  const name = (f[col('name')] ?? '').trim();
  const values: Record<string, number | null> = {};
  for (const [key, index] of Object.entries(COLUMNS)) {
    const raw = (f[index] ?? '').trim();
    values[key] = raw === '' ? null : Number(raw);
    if (values[key] !== null && !Number.isFinite(values[key]))
      throw new Error(`Bad ${key} for ${number}: ${raw}`);
  }
  for (const key of REQUIRED) {
    if (values[key] === null) throw new Error(`Food ${number} (${name}) has no ${key} value`);
  }
  const v = (key: string): string => (values[key] === null ? 'null' : String(values[key]));
  // One row per food whose values these are: the food itself, and any product carrying its values
  // (`valuesOf`), which keeps its own number and says whose values it has.
  for (const m of Object.values(FOOD_META) as { number: number; valuesOf?: number }[]) {
    if (sourceOf(m) !== number) continue;
    const carried = m.valuesOf === undefined ? '' : `, valuesOf: ${m.valuesOf}`;
    rows.set(
      m.number,
      `  ${m.number}: { number: ${m.number}, name: ${JSON.stringify(name)}, kcal: ${v('kcal')}, protein_g: ${v('protein')}, ` +
        `carbs_g: ${v('carbs')}, fat_g: ${v('fat')}, fibre_g: ${v('fibre')}, sugars_g: ${v('sugars')}, ` +
        `saturated_fat_g: ${v('saturatedFat')}, salt_g: ${v('salt')}, added_sugar_g: ${v('addedSugar')}, ` +
        `wholegrain_g: ${v('wholeGrain')}, iron_mg: ${v('iron')}, calcium_mg: ${v('calcium')}, ` +
        `vitamin_d_ug: ${v('vitaminD')}, vitamin_b12_ug: ${v('vitaminB12')}, fruit_veg: ${fruitVeg.has(m.number)}${carried} },`,
    );
  }
}

const missing = Object.values(FOOD_META)
  .map((m) => m.number)
  .filter((n) => !rows.has(n));
if (missing.length > 0) throw new Error(`Not in the CSV: ${missing.join(', ')}`);

const body = [...rows.entries()]
  .sort(([a], [b]) => a - b)
  .map(([, row]) => row)
  .join('\n');

const out = `/**
 * Nutrient values per 100 g edible part for the foods the recipe catalogue uses.
 * Source: ${ATTRIBUTION}.
 * Generated by scripts/build-foods.ts from livsmedelsdatabasen-2022-05-24.csv — do not edit by hand.
 * A null means the database gives no value.
 */

export const ATTRIBUTION = '${ATTRIBUTION}';

export interface FoodRow {
  readonly number: number;
  /** Livsmedelsverket's official name. */
  readonly name: string;
  readonly kcal: number;
  readonly protein_g: number;
  readonly carbs_g: number;
  readonly fat_g: number;
  readonly fibre_g: number;
  readonly sugars_g: number | null;
  readonly saturated_fat_g: number | null;
  readonly salt_g: number | null;
  readonly added_sugar_g: number | null;
  /** Whole-grain ingredients (dry weight) in 100 g of the food. */
  readonly wholegrain_g: number | null;
  readonly iron_mg: number | null;
  readonly calcium_mg: number | null;
  readonly vitamin_d_ug: number | null;
  readonly vitamin_b12_ug: number | null;
  /** Counts towards "vegetables, fruit and berries" (food group vegetable or fruit in food-meta.ts). */
  readonly fruit_veg: boolean;
  /**
   * A product the database does not list (a lactose-free milk, yoghurt…): the Livsmedelsnummer whose
   * values it carries; \`name\` is then that food's official name.
   */
  readonly valuesOf?: number;
}

/* prettier-ignore */
export const FOOD_ROWS: Readonly<Record<number, FoodRow>> = {
${body}
};
`;

writeFileSync(outPath, out);
console.log(`Wrote ${rows.size} foods to ${outPath}`);
