import { describe, expect, it } from 'vitest';

import { expandFacts, type Fact, FACT_IDS, FACTS, factText, isFactId } from '@/lib/content/facts';
import { countMdxWords } from '@/lib/content/reading-time';
import { calculateCalories, KCAL_ADJUSTMENT } from '@shared/calculator.ts';
import { FIBRE_G_PER_MJ, FIBRE_TYPICAL_G, SALT_MAX_G, VITAMIN_D_UG } from '@shared/nutrition/reference.ts';

import { contentFiles, type ContentFile } from './content-files.ts';
import { comparableTitle } from './source-check.ts';
import { factClaims, factIds } from './fact-claims.ts';

const files = contentFiles();

describe('facts.ts: one home for the recurring numbers', () => {
  it('covers every recurring number the issue lists', () => {
    for (const prefix of [
      'fibre.',
      'protein.',
      'sleep.',
      'activity.',
      'caffeine.',
      'salt.',
      'vitaminD.',
      'weightLoss.',
    ]) {
      expect(
        FACT_IDS.some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('reads the nutrient and calculator values from the modules the tools use', () => {
    expect(FACTS['fibre.perMJ'].values).toEqual([FIBRE_G_PER_MJ]);
    expect(FACTS['fibre.daily'].values).toEqual([FIBRE_TYPICAL_G.female, FIBRE_TYPICAL_G.male]);
    expect(FACTS['salt.max'].values).toEqual([SALT_MAX_G]);
    expect(FACTS['vitaminD.adult'].values).toEqual([VITAMIN_D_UG.adult]);
    expect(FACTS['vitaminD.from75'].values).toEqual([VITAMIN_D_UG.from75]);
    const result = calculateCalories({
      gender: 'female',
      age: 40,
      weight: 70,
      height: 168,
      activityLevel: 'moderate',
    });
    // 2 170 kcal: far from the meal plan's floor, so the advice is the whole 300–500 kcal range.
    const lose = result.lose ?? { min: 0, max: 0 };
    expect([result.tdee - lose.max, result.tdee - lose.min]).toEqual(FACTS['weightLoss.deficit'].values);
    expect(FACTS['weightLoss.deficit'].values).toEqual([KCAL_ADJUSTMENT.min, KCAL_ADJUSTMENT.max]);
  });

  it('prints Swedish numbers and names an unknown id with the known ones', () => {
    expect(factText('activity.moderate')).toBe('150–300 minuter');
    expect(factText('protein.adult')).toBe('0,83 gram');
    expect(factText('caffeine.cutoff')).toBe('8,8 timmar');
    expect(factText('weightLoss.pace')).toBe('0,3–0,5 kilo');
    expect(() => factText('sleep.adult')).toThrow(
      /<Fact id="sleep\.adult" \/> is not a known fact; known ids: .*sleep\.adults/u,
    );
    expect(isFactId('toString')).toBe(false);
  });

  it('counts a Fact as the words it prints in the reading time', () => {
    expect(countMdxWords('Sikta på <Fact id="activity.moderate" /> i veckan.')).toBe(6);
    expect(expandFacts('minst <Fact id="fibre.perMJ" /> per MJ')).toBe('minst 3 gram per MJ');
  });
});

const sourceListed = (file: ContentFile, id: keyof typeof FACTS) => {
  const source = (FACTS[id] as Fact).source;
  if (source === undefined) return true;
  return file.data.sources.some(
    (own) =>
      (source.doi !== undefined && own.doi?.toLowerCase() === source.doi.toLowerCase()) ||
      own.url === source.url ||
      comparableTitle(own.title) === comparableTitle(source.title),
  );
};

describe('every article and guide', () => {
  it('uses <Fact /> for the recurring numbers (so the check below is not empty)', () => {
    const used = new Set(files.flatMap((f) => factIds(f.body)));
    expect(used.size).toBeGreaterThanOrEqual(12);
  });

  it.each(files.map((f) => [f.file, f] as const))(
    '%s: Fact ids are known, their sources listed, no hard-coded value differs',
    (_name, file) => {
      const ids = factIds(file.body);
      expect(ids.filter((id) => !isFactId(id)).map((id) => `unknown <Fact id="${id}" />`)).toEqual([]);
      expect(
        ids
          .filter(isFactId)
          .filter((id) => !sourceListed(file, id))
          .map((id) => `${id}: add "${(FACTS[id] as Fact).source?.title ?? ''}" to sources`),
      ).toEqual([]);
      const wrong = factClaims(file.body)
        .filter((c) => c.disagreement !== undefined)
        .map((c) => `${c.id} ${c.values.join('–')}: "${c.sentence}" — facts.ts says ${c.disagreement ?? ''}`);
      expect(wrong).toEqual([]);
    },
  );
});

describe('the hard-coded-number scanner', () => {
  const one = (text: string) =>
    factClaims(text).map(
      (c) => `${c.id} ${c.values.join('–')} ${c.disagreement === undefined ? 'ok' : 'wrong'}`,
    );

  it('accepts the facts in their usual wordings, and a lower bound', () => {
    expect(
      one(
        'FYSS anger 150–300 minuter i veckan med måttlig intensitet eller 75–150 minuter med hög intensitet.',
      ),
    ).toEqual(['activity.moderate 150–300 ok', 'activity.vigorous 75–150 ok']);
    expect(one('Panelen rekommenderar 7–9 timmar för vuxna och 7–8 timmar för personer över 65 år.')).toEqual(
      ['sleep.adults 7–9 ok', 'sleep.olderAdults 7–8 ok'],
    );
    expect(one('Rekommendationen är minst 150 minuter måttlig aktivitet.')).toEqual([
      'activity.moderate 150 ok',
    ]);
    expect(
      one(
        'Ett underskott på <Fact id="weightLoss.deficit" /> om dagen ger <Fact id="weightLoss.pace" /> i veckan.',
      ),
    ).toEqual(['weightLoss.deficit 300–500 ok', 'weightLoss.pace 0,3–0,5 ok'.replace('0,3–0,5', '0.3–0.5')]);
  });

  it('flags the drift the medical editor found', () => {
    expect(one('Det motsvarar ungefär ett halvt kilo i veckan.')).toEqual(['weightLoss.pace 0.5 wrong']);
    expect(one('Drick det sista kaffet minst 6 timmar före sänggåendet.')).toEqual([
      'caffeine.cutoff 6 wrong',
    ]);
    expect(one('Sikta på 200 minuter i veckan med måttlig intensitet.')).toEqual([
      'activity.moderate 200 wrong',
    ]);
    expect(one('NNR anger 0,8 gram protein per kilo.')).toEqual(['protein.adult 0.8 wrong']);
    expect(one('EFSA: upp till dubbla referensvärdet, runt 1,6 gram per kilo.')).toEqual([
      'protein.efsaSafe 1.6 wrong',
    ]);
    expect(one('ACSM anger 1,2–1,8 gram per kilo och dag för idrottare.')).toEqual([
      'protein.athletes 1.2–1.8 wrong',
    ]);
    expect(one('Ett underskott på 500–700 kilokalorier om dagen.')).toEqual([
      'weightLoss.deficit 500–700 wrong',
    ]);
  });

  it('ignores a plan’s total and a study’s result', () => {
    expect(one('Veckan ger omkring 200 minuter måttlig aktivitet.')).toEqual([]);
    expect(one('Deltagarna sov i genomsnitt 6 timmar för vuxna.')).toEqual([]);
    expect(one('Bäst resultat sågs med pass om 45–60 minuter på måttlig intensitet.')).toEqual([]);
  });
});
