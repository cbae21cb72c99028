import { ACTIVITY_LABELS, CALCULATOR_GOALS, GENDER_LABELS, type CalculatorGoal } from '@shared/domain.ts';
import { dateOfDay, dayNumber } from '@shared/format/calendar-day.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import {
  KCAL_PER_KG,
  MIN_ESTIMATE_DAYS,
  MIN_ESTIMATE_WEIGH_INS,
  SAFE_WEEKLY_RATE,
} from '@shared/weight/energy.ts';
import { memo, useEffect, useState } from 'react';

import { CALCULATOR } from '@/lib/messages/calculator';
import { WEIGHT_CARE, WEIGHT_ENERGY as T } from '@/lib/messages/weight';
import { mealPlanningHref } from '@/lib/plans/meal-planning-href';
import type { BodyDetails, WeekIntake, WeightSettings } from '@/lib/weight/stored-weight';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { useForm } from '@/ui/useForm';

import { CareNote } from '../shared/CareNote';
import { BodyDetailsForm } from './BodyDetailsForm';
import { certainty, energyView, goalOf, type IntakeSource, type LogRow } from './view-model';
import { WeekIntakeForm } from './WeekIntakeForm';

interface Props {
  rows: readonly LogRow[];
  settings: WeightSettings;
  body: BodyDetails | undefined;
  plan: { kcal: number; goal: string } | undefined;
  onSettings: (settings: WeightSettings) => void;
  onBody: (body: BodyDetails) => void;
}

const k = (value: number) => svNumber(value, 0);
/** kcal rounded to tens, as an estimate is honest to. */
const k10 = (value: number) => k(Math.round(value / 10) * 10);

/** "3–9 mars" for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const [, m1 = '', d1 = ''] = monday.split('-');
  const sunday = dateOfDay(dayNumber(monday) + 6);
  const [, m2 = '', d2 = ''] = sunday.split('-');
  const month = (m: string) => T.months[Number(m) - 1] ?? '';
  return m1 === m2
    ? `${String(Number(d1))}–${String(Number(d2))} ${month(m2)}`
    : `${String(Number(d1))} ${month(m1)}–${String(Number(d2))} ${month(m2)}`;
}

/**
 * Energy that learns from the scale: the intake of each of the last weeks (the meal plan's goal
 * unless the person says otherwise), the expenditure estimated from it and the trend beside the
 * formula's, and the calorie goal that follows at a safe rate, carried into the meal form. No
 * deficit is suggested when the trend or the BMI asks for care, or under 18.
 */
function EnergySectionView({ rows, settings, body, plan, onSettings, onBody }: Props) {
  const goalForm = useForm<{ goal: string }>({ goal: goalOf(settings, plan?.goal) });
  const goal = goalForm.values.goal as CalculatorGoal;
  useEffect(() => {
    if (goal !== goalOf(settings, plan?.goal)) onSettings({ ...settings, goal });
  }, [goal]);
  const [editing, setEditing] = useState<string>();
  const [editingBody, setEditingBody] = useState(false);

  const view = energyView({ rows, settings, planKcal: plan?.kcal, body, goal });
  if (view === undefined) return null;
  const { estimate, suggestion, formulaKcal } = view;

  const sourceText = (source: IntakeSource) => T.sources[source];
  const saveWeek = (monday: string, intake: WeekIntake | undefined) => {
    const weeks = Object.fromEntries(Object.entries(settings.weeks).filter(([week]) => week !== monday));
    if (intake !== undefined) weeks[monday] = intake;
    onSettings({ ...settings, weeks });
    setEditing(undefined);
  };

  return (
    <section aria-labelledby="energy-heading" className="grid gap-4" data-testid="energy">
      <h2 id="energy-heading" className="text-lg font-semibold">
        {T.heading}
      </h2>
      <p className="text-sm">{T.intro}</p>

      <div>
        <h3 className="font-semibold">{T.intakeHeading}</h3>
        <p className="mt-1 text-sm">
          {plan === undefined
            ? formulaKcal === undefined
              ? T.noDefault
              : T.defaultFormula(k(formulaKcal))
            : T.defaultPlan(k(plan.kcal))}
        </p>
        <p className="mt-1 text-sm" data-testid="intake-rule">
          {T.rule(
            plan === undefined ? undefined : k(plan.kcal),
            formulaKcal === undefined ? undefined : k(formulaKcal),
          )}
        </p>
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white" data-testid="weeks">
          {view.weeks.map((week) => (
            <li key={week.monday} className="px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span>
                  <span className="block font-medium">{T.week(weekLabel(week.monday))}</span>
                  <span className="block text-muted">
                    {week.intake === undefined
                      ? T.intakeUnknown
                      : `${T.intakeValue(k(week.intake.kcal))} (${sourceText(week.intake.source)})`}
                  </span>
                </span>
                {editing !== week.monday && (
                  <Button
                    variant="ghost"
                    className="shrink-0"
                    onClick={() => setEditing(week.monday)}
                    aria-label={T.editWeekLabel(weekLabel(week.monday))}
                  >
                    {T.editWeek}
                  </Button>
                )}
              </div>
              {editing === week.monday && (
                <WeekIntakeForm
                  week={weekLabel(week.monday)}
                  said={week.said}
                  available={{
                    full: plan !== undefined,
                    partly: plan !== undefined && formulaKcal !== undefined,
                    not: formulaKcal !== undefined,
                  }}
                  onSave={(intake) => saveWeek(week.monday, intake)}
                  onCancel={() => setEditing(undefined)}
                />
              )}
            </li>
          ))}
        </ul>
      </div>

      <div className="rounded-lg border border-line bg-white p-4" data-testid="estimate">
        {estimate.kind === 'ready' ? (
          <>
            <p className="text-lg font-semibold" data-testid="expenditure">
              {T.expenditure(k10(estimate.value.kcal))}
            </p>
            <p className="mt-1 text-sm" data-testid="formula">
              {formulaKcal === undefined ? T.formulaMissing : T.formula(k(formulaKcal))}
            </p>
            <p className="mt-1 text-sm" data-testid="uncertainty">
              {T.uncertainty[certainty(estimate.value.uncertaintyKcal)](k10(estimate.value.uncertaintyKcal))}
            </p>
            <p className="mt-1 text-sm">
              {T.basis(
                k(estimate.value.intakeKcal),
                svNumber(estimate.value.rate.kgPerDay * 7, 2),
                String(estimate.value.rate.weighIns),
                String(estimate.value.rate.spanDays),
              )}
            </p>
          </>
        ) : estimate.kind === 'too-little' ? (
          <p className="text-sm" data-testid="too-little">
            {T.tooLittle(
              String(MIN_ESTIMATE_DAYS),
              String(MIN_ESTIMATE_WEIGH_INS),
              String(estimate.data.days),
              String(estimate.data.weighIns),
            )}
          </p>
        ) : (
          <p className="text-sm" data-testid="intake-missing">
            {T.intakeMissing(estimate.weeks.map(weekLabel).join(', '))}
          </p>
        )}
        <p className="mt-2 text-xs text-muted">{T.perKg(k(KCAL_PER_KG))}</p>
      </div>

      <ChoiceGroup
        kind="radio"
        legend={T.goalLegend}
        columns={3}
        choices={CALCULATOR_GOALS.map((g) => ({ value: g, label: CALCULATOR.actionLabels[g] }))}
        {...goalForm.field('goal')}
      />

      {suggestion !== undefined && (
        <div className="rounded-lg border border-brand-600 bg-brand-50 p-4" data-testid="suggestion">
          <p className="text-lg font-semibold" data-testid="suggested-goal">
            {T.suggested(k(suggestion.kcal))}
          </p>
          <p className="mt-1 text-sm">
            {goal === 'maintenance' || view.care.length > 0
              ? T.suggestedMaintain
              : T.suggestedRate(
                  svNumber(Math.abs(suggestion.weeklyKg), 2),
                  svNumber((goal === 'weight-loss' ? SAFE_WEEKLY_RATE.loss : SAFE_WEEKLY_RATE.gain) * 100, 2),
                  goal === 'weight-loss',
                )}
          </p>
          {suggestion.held !== undefined && <p className="mt-1 text-sm">{T.held[suggestion.held]}</p>}
          <a
            href={mealPlanningHref({
              goal: view.care.length > 0 && goal === 'weight-loss' ? 'maintenance' : goal,
              calories: suggestion.kcal,
            })}
            className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            {T.useInPlan}
          </a>
        </div>
      )}

      {view.care.length > 0 && (
        <CareNote
          text={WEIGHT_CARE}
          paragraphs={view.care.map((reason) => WEIGHT_CARE[reason])}
          testId="weight-care"
        />
      )}

      <div data-testid="body-details">
        <h3 className="font-semibold">{T.bodyHeading}</h3>
        {editingBody ? (
          <BodyDetailsForm
            initial={body}
            onSave={(next) => {
              onBody(next);
              setEditingBody(false);
            }}
            onCancel={() => setEditingBody(false)}
          />
        ) : body !== undefined ? (
          <p className="mt-1 text-sm">
            {T.bodySummary(
              String(body.age),
              GENDER_LABELS[body.gender].toLowerCase(),
              svNumber(body.height, 1),
              (ACTIVITY_LABELS[body.activityLevel].split(' (')[0] ?? '').toLowerCase(),
            )}{' '}
            <Button variant="ghost" onClick={() => setEditingBody(true)} aria-label={T.bodyEditLabel}>
              {T.bodyEdit}
            </Button>
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm">{T.bodyWhy}</p>
            <Button variant="secondary" className="mt-2" onClick={() => setEditingBody(true)}>
              {T.bodyAdd}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** Drawn again only when the log it is given or the stored values change. */
export const EnergySection = memo(EnergySectionView);
