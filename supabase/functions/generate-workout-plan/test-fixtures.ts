/** TEST HELPERS ONLY (not imported by the handler): forms and model answers for the workout function. */
import type { WorkoutFormInput } from '../_shared/schemas/workout.ts';

export const TWO_THREE_WEEK: WorkoutFormInput = {
  goals: ['Ökad styrka', 'Allmän hälsa'],
  frequency: '2-3',
  duration: '7-days',
  experience: 'new',
  equipment: 'gym',
  specificGoals: '',
};

export const FOUR_FIVE_MONTH: WorkoutFormInput = {
  goals: ['Förbättrad kondition'],
  frequency: '4-5',
  duration: '30-days',
  experience: 'experienced',
  equipment: 'dumbbells',
  specificGoals: 'Jag vill springa 5 km, ont i ena knät',
};

const SESSION = [
  'Fokus: Hela kroppen med kontrollerade rörelser.',
  '- Uppvärmning: 5 min rask promenad',
  '- Knäböj: 3 × 10',
  '- Armhävningar: 3 × 8',
  '- Plankan: 3 × 30 s',
  '- Nedkylning: 5 min lugn gång',
];
const REST = ['Fokus: Vila, en promenad om du vill.'];

/**
 * A schedule in the DAG-n format with training on the given weekdays (0 = Monday) of each week,
 * `days` days long, as a model might write it.
 */
export function scheduleText(days: number, trainingWeekdays: readonly number[], title = 'Helkropp'): string {
  const lines = [`Träningsschema ${String(days)} dagar`];
  for (let day = 1; day <= days; day++) {
    const training = trainingWeekdays.includes((day - 1) % 7);
    lines.push(
      '',
      `DAG ${String(day)}: ${training ? title : 'Vila och återhämtning'}`,
      ...(training ? SESSION : REST),
    );
  }
  return lines.join('\n');
}
