/** Snacks for keto, high-protein and balanced weeks in more cuisines (2–5 minutes). */
import { F } from '../food-meta.ts';
import type { RecipeSource } from '../types.ts';

export const SNACKS_5: readonly RecipeSource[] = [
  {
    id: 'rakor-med-chili-och-lime',
    name: 'Räkor med chili och lime',
    description: 'Skalade räkor vända i lime, chili och olivolja, med några bitar avokado.',
    mealTypes: ['snack'],
    cuisines: ['mexican'],
    cookingTime: 5,
    ingredients: [
      [F.rakor, 80, 'dl'],
      [F.lime, 5, 'tsk'],
      [F.chili, 5, 'st'],
      [F.olivolja, 2, 'tsk'],
      [F.avokado, 35, 'g'],
    ],
    steps: [
      'Finhacka chilin och blanda med limesaft, olivolja och salt.',
      'Vänd ner räkorna och servera med avokado i tärningar och lite koriander.',
    ],
  },
  {
    id: 'blekselleri-med-farskost-och-valnotter',
    name: 'Blekselleri med färskost och valnötter',
    description: 'Krispiga selleristjälkar fyllda med färskost och toppade med hackade valnötter.',
    mealTypes: ['snack'],
    cuisines: ['american'],
    cookingTime: 5,
    ingredients: [
      [F.blekselleri, 80, 'st'],
      [F.farskost, 30, 'msk'],
      [F.valnotter, 7, 'msk'],
    ],
    steps: [
      'Skölj sellerin och skär stjälkarna i 8 cm långa bitar.',
      'Fyll skåran med färskost och strö över hackade valnötter.',
    ],
  },
  {
    id: 'rokt-makrill-med-graddfil-pa-gurka',
    name: 'Rökt makrill med gräddfil på gurka',
    description: 'Gurkskivor toppade med varmrökt makrill, gräddfil och gräslök.',
    mealTypes: ['snack'],
    cuisines: ['swedish'],
    cookingTime: 5,
    ingredients: [
      [F.gurka, 80, 'g'],
      [F.roktMakrill, 35, 'g'],
      [F.graddfil, 20, 'msk'],
      [F.graslok, 2, 'msk'],
    ],
    steps: [
      'Skär gurkan i tjocka skivor.',
      'Lägg makrillbitar och en klick gräddfil på varje skiva och strö över gräslök och svartpeppar.',
    ],
  },
  {
    id: 'quesadilla-med-bonor-och-ost',
    name: 'Quesadilla med bönor och ost',
    description: 'Halv tortilla fylld med svarta bönor och ost, stekt krispig, med en klick salsa.',
    mealTypes: ['snack'],
    cuisines: ['mexican'],
    cookingTime: 5,
    ingredients: [
      [F.tortilla, 40, 'st'],
      [F.svartaBonor, 35, 'dl'],
      [F.hardost, 15, 'g'],
      [F.tomat, 50, 'st'],
    ],
    steps: [
      'Mosa bönorna lätt och bre dem på ena halvan av tortillan; strö över osten och vik ihop.',
      'Stek i en torr stekpanna 1–2 minuter per sida tills osten smält.',
      'Servera i bitar med tärnad tomat.',
    ],
  },
  {
    id: 'appelklyftor-med-ost',
    name: 'Äppelklyftor med ost',
    description: 'Syrliga äppelklyftor med skivor av lagrad hårdost.',
    mealTypes: ['snack'],
    cuisines: ['american', 'swedish'],
    cookingTime: 2,
    ingredients: [
      [F.apple, 150, 'st'],
      [F.hardost, 20, 'g'],
    ],
    steps: ['Skär äpplet i klyftor och kärna ur det.', 'Skär osten i skivor och servera tillsammans.'],
  },
  {
    id: 'shrikhand-med-pistage',
    name: 'Shrikhand med pistage',
    description: 'Indisk krämig kvarg smaksatt med kardemumma och saffran, toppad med pistage och mango.',
    mealTypes: ['snack'],
    cuisines: ['indian'],
    cookingTime: 5,
    ingredients: [
      [F.kvarg, 110, 'dl'],
      [F.mango, 70, 'dl'],
      [F.honung, 7, 'tsk'],
      [F.pistaschnotter, 8, 'msk'],
    ],
    steps: [
      'Rör ner honung, en nypa mald kardemumma och några saffranstrådar i kvargen.',
      'Tärna mangon och hacka pistaschnötterna.',
      'Toppa kvargen med mango och pistage.',
    ],
  },
];
