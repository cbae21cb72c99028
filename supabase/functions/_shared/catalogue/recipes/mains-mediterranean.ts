/** Mediterranean lunches and dinners: bean and vegetable dishes in olive oil, grilled fish. */
import { F } from '../food-meta.ts';
import type { RecipeSource } from '../types.ts';

export const MAINS_MEDITERRANEAN: readonly RecipeSource[] = [
  {
    id: 'gigantes-plaki-med-surdegsbrod',
    name: 'Gigantes plaki – ugnsbakade vita bönor i tomat',
    description: 'Grekiska stora vita bönor bakade i tomatsås med morot, dill och olivolja, med surdegsbröd.',
    mealTypes: ['dinner'],
    cuisines: ['mediterranean'],
    cookingTime: 45,
    ingredients: [
      [F.vitaBonor, 200, 'g'],
      [F.krossadeTomater, 150, 'g'],
      [F.gulLok, 60, 'g'],
      [F.morot, 70, 'st'],
      [F.vitlok, 8, 'st'],
      [F.dill, 5, 'dl'],
      [F.olivolja, 20, 'msk'],
      [F.surdegsbrod, 40, 'st'],
    ],
    steps: [
      'Sätt ugnen på 200 °C.',
      'Fräs hackad lök, riven morot och vitlök i hälften av oljan i 5 minuter.',
      'Tillsätt tomaterna, 1 tsk oregano, ½ dl vatten, salt och peppar och låt koka upp.',
      'Vänd ner bönorna och hälften av dillen, häll allt i en ugnsform, ringla över resten av oljan och baka i 30 minuter.',
      'Strö över resten av dillen och servera med brödet.',
    ],
  },
  {
    id: 'espinacas-con-garbanzos',
    name: 'Espinacas con garbanzos – kikärtor med spenat',
    description: 'Andalusisk gryta på kikärtor och spenat med vitlök, spiskummin och rökt paprika.',
    mealTypes: ['lunch', 'dinner'],
    cuisines: ['mediterranean'],
    cookingTime: 30,
    ingredients: [
      [F.kikartor, 220, 'g'],
      [F.frystSpenat, 150, 'dl'],
      [F.krossadeTomater, 100, 'g'],
      [F.vitlok, 8, 'st'],
      [F.olivolja, 9, 'tsk'],
    ],
    steps: [
      'Fräs skivad vitlök i oljan tills den får lite färg, tillsätt 1 tsk spiskummin och 1 tsk rökt paprikapulver.',
      'Lägg i den frysta spenaten och låt den tina i pannan under omrörning.',
      'Tillsätt tomaterna och kikärtorna med ½ dl vatten och sjud i 10 minuter, mosa en del av kikärtorna så att såsen tjocknar.',
      'Smaka av med salt, en skvätt vinäger och peppar.',
    ],
  },
];
