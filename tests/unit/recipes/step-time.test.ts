import { describe, expect, it } from 'vitest';

import { stepTimes } from '@/lib/recipes/step-time';

const first = (step: string) => stepTimes(step)[0];

describe('the times a step names', () => {
  it('reads minutes, hours and seconds, with "ca" and words for numbers', () => {
    expect(first('Koka broccolin i lättsaltat vatten i 3 minuter.')).toEqual({
      seconds: 180,
      maxSeconds: 180,
      text: '3 minuter',
    });
    expect(first('Koka potatisen i ca 20 min.')).toEqual({
      seconds: 1200,
      maxSeconds: 1200,
      text: 'ca 20 min',
    });
    expect(first('Låt grytan puttra i 1 timme.')?.seconds).toBe(3600);
    expect(first('Låt det stå i 1 ½ timme.')?.seconds).toBe(5400);
    expect(first('Låt vila en halv timme.')?.seconds).toBe(1800);
    expect(first('Mixa i en minut.')?.seconds).toBe(60);
    expect(first('Tina hallonen i mikron i 30 sekunder.')?.seconds).toBe(30);
    expect(first('Stek 1 minut till.')?.seconds).toBe(60);
  });

  it('starts a range at its lower bound and keeps the range to say it', () => {
    expect(first('Baka mitt i ugnen i 15–18 minuter.')).toEqual({
      seconds: 900,
      maxSeconds: 1080,
      text: '15–18 minuter',
    });
    expect(first('Stek 2-3 minuter per sida.')).toMatchObject({ seconds: 120, maxSeconds: 180 });
  });

  it('lists every time in a step, in order', () => {
    expect(
      stepTimes('Rosta i 20 minuter, lägg till broccolin och rosta 10 minuter till.').map((t) => t.seconds),
    ).toEqual([1200, 600]);
  });

  it('leaves out what is no wait to time', () => {
    expect(stepTimes('Lägg i bönorna de sista 4 minuterna.')).toEqual([]);
    expect(stepTimes('Låt stå i kylen över natten.')).toEqual([]);
    expect(stepTimes('Fräs ett par minuter.')).toEqual([]);
    expect(stepTimes('Fräs några minuter till.')).toEqual([]);
    expect(stepTimes('Frys laxen i minst 24 timmar.')).toEqual([]);
    expect(stepTimes('Sätt ugnen på 200 °C och hacka 2 msk persilja.')).toEqual([]);
  });
});
