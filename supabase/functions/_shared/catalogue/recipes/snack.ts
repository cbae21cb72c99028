/** Snacks (2–5 minutes). */
import { F } from '../food-meta.ts';
import type { RecipeSource } from '../types.ts';

export const SNACKS: readonly RecipeSource[] = [
  {
    id: 'apple-med-jordnotssmor',
    name: 'Äpple med jordnötssmör',
    description: 'Krispiga äppelklyftor att doppa i krämigt jordnötssmör.',
    mealTypes: ['snack'],
    cuisines: ['american'],
    cookingTime: 2,
    ingredients: [
      [F.apple, 150, 'st'],
      [F.jordnotssmor, 16, 'msk'],
    ],
    steps: ['Skär äpplet i klyftor och ta bort kärnhuset.', 'Servera med jordnötssmöret att doppa i.'],
  },
  {
    id: 'aggahalvor-med-majonnas-och-graslok',
    name: 'Ägghalvor med majonnäs och gräslök',
    description: 'Hårdkokta ägg med en klick majonnäs och finklippt gräslök.',
    mealTypes: ['snack'],
    cuisines: ['swedish'],
    cookingTime: 5,
    ingredients: [
      [F.agg, 100, 'st'],
      [F.majonnas, 5, 'tsk'],
      [F.graslok, 2, 'msk'],
    ],
    steps: [
      'Använd ägg som kokats i förväg (8 minuter) och kylts i kallt vatten.',
      'Skala och halvera äggen.',
      'Lägg en liten klick majonnäs på varje halva och toppa med klippt gräslök och svartpeppar.',
    ],
  },
  {
    id: 'yoghurt-med-blabar-och-musli',
    name: 'Yoghurt med blåbär och müsli',
    description: 'Naturell yoghurt med blåbär och en näve müsli.',
    mealTypes: ['snack'],
    cuisines: ['swedish'],
    cookingTime: 2,
    ingredients: [
      [F.yoghurt, 158, 'dl'],
      [F.blabar, 30, 'dl'],
      [F.musli, 20, 'dl'],
    ],
    steps: ['Häll upp yoghurten i en skål.', 'Toppa med blåbär och müsli.'],
  },
  {
    id: 'morotsstavar-med-hummus',
    name: 'Morotsstavar med hummus',
    description: 'Krispiga morötter att doppa i krämig hummus.',
    mealTypes: ['snack'],
    cuisines: ['middle-eastern'],
    cookingTime: 3,
    ingredients: [
      [F.morot, 70, 'st'],
      [F.hummus, 45, 'msk'],
    ],
    steps: ['Skala moroten och skär den i stavar.', 'Servera med hummusen.'],
  },
  {
    id: 'mandlar-och-dadlar',
    name: 'Mandlar och dadlar',
    description: 'En liten näve mandlar med söta dadlar – enkelt och mättande.',
    mealTypes: ['snack'],
    cuisines: ['middle-eastern'],
    cookingTime: 2,
    ingredients: [
      [F.mandlar, 20, 'msk'],
      [F.dadlar, 16, 'st'],
    ],
    steps: ['Kärna ur dadlarna om de har kärnor.', 'Servera dadlarna med mandlarna.'],
  },
  {
    id: 'fetaost-med-oliver-och-gurka',
    name: 'Fetaost med oliver och gurka',
    description: 'Grekiskt tilltugg med tärnad fetaost, svarta oliver och gurka.',
    mealTypes: ['snack'],
    cuisines: ['mediterranean'],
    cookingTime: 3,
    ingredients: [
      [F.fetaost, 40, 'g'],
      [F.oliver, 32, 'st'],
      [F.gurka, 50, 'g'],
    ],
    steps: ['Tärna fetaosten och gurkan.', 'Lägg upp med oliverna och toppa med lite oregano.'],
  },
];
