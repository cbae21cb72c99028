import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { Button } from '@/ui/Button';
import { Tabs } from '@/ui/Tabs';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { COMMON, HUBS } from '@/lib/messages/common';
import { afterNextPaint } from '@/lib/slices';
import { storedValue } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';
import { useOnDemand } from '@/ui/useOnDemand';
import { useNearScreen } from '@/ui/useNearScreen';
import { useRevealNearScreen, type Reveal } from '@/ui/useRevealNearScreen';

import { DayCard } from './DayCard';
import { loadOverview } from './load-actions';
import { prepareSwapWhenIdle } from './load-swap';
import { PlanSummary } from './PlanSummary';
import { DraftOffer } from './DraftOffer';
import { SaveSection } from './SaveSection';
import { printWeek, subscribePrinting, usePrinting } from './printing';
import { ShoppingListPanel } from './ShoppingListPanel';
import { restrictionsText } from '@shared/schemas/plan-days.ts';

import { STORED } from '@/lib/storage/keys';

import {
  calculatorSex,
  forgetShown,
  isEdited,
  loadShownPlan,
  markSaved,
  parsedPreferences,
  readKeptPlan,
  rememberShown,
  type ShownPlan,
} from '@/lib/plans/shown-plan';
import { useMealSwap } from './use-meal-swap';

type TabId = 'meals' | 'shopping';

/**
 * The Näringsöversikt, last on the page, skips style, layout and paint until it comes near the
 * screen (`content-visibility: auto`); printing lays it out. Only for what nothing follows, or for
 * what has been drawn in full once (the day cards, see `settled`): a part that comes into view
 * grows from its stand-in to its real height and pushes down what is below it (the day cards did,
 * skipped from the start, and the save button jumped 100–200 px under a pointer about to press it). The
 * stand-in is a height only: a stand-in width (as `contain-intrinsic-size` with one length gives)
 * becomes a minimum width, and a phone then zooms the whole page out to fit it.
 */
const OFFSCREEN_SKIPS_LAYOUT =
  '[content-visibility:auto] [contain-intrinsic-block-size:auto_1000px] print:[content-visibility:visible]';

/** The element id of a day's card, the target of its day link. */
const dayAnchor = (index: number) => `dag-${String(index + 1)}`;

/**
 * A link from elsewhere to a day (/meal-plan#dag-5) lands on that day. The browser looked for the
 * day when the page loaded, before the week was read from storage and drawn; so once the week is
 * there it is drawn whole at once and the day brought into view (under the sticky day links, by
 * its scroll margin).
 */
function useLandOnLinkedDay(ready: boolean, { complete, showAll }: Reveal): void {
  // The day the page was opened at, read once the week is there; '' when none (or landed on).
  const linked = useRef<string>(undefined);
  useEffect(() => {
    if (!ready) return;
    linked.current ??= /^#dag-[1-7]$/.test(location.hash) ? location.hash.slice(1) : '';
    if (linked.current === '') return;
    if (complete) {
      document.getElementById(linked.current)?.scrollIntoView();
      linked.current = '';
    } else showAll();
  }, [ready, complete, showAll]);
}

/** The height a day not built yet stands in for: a day card is 900–1,300 px high on a phone. */
const DAY_STAND_IN_PX = 1000;

/**
 * Links to the seven days, in a row that stays at the top of the screen while the week scrolls
 * (seven equal columns, so it fits a 320 px screen): "Mån Tis Ons …" in a navigation landmark
 * named "Hoppa till dag" (the visible words are the links' names, as WCAG's label in name asks).
 */
function DayLinks({
  days,
  shown,
  showAll,
}: {
  days: readonly { day: string }[];
  /** How many day cards are in the page (none in the week's first frame, then those near the screen). */
  shown: number;
  /** Puts every day card in the page at once. */
  showAll: () => void;
}) {
  return (
    <nav
      aria-label={T.dayNavLabel}
      className="sticky top-0 z-10 -mx-1 bg-surface px-1 py-2"
      data-print-hidden
    >
      <ul className="grid grid-cols-7 gap-1">
        {days.map((d, index) => (
          <li key={d.day}>
            <a
              href={`#${dayAnchor(index)}`}
              title={d.day}
              // A day not drawn yet is drawn before the browser follows the link to it.
              onClick={index < shown ? undefined : () => flushSync(showAll)}
              className="block rounded-md border border-line bg-white py-1.5 text-center text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              {d.day.slice(0, 3)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /meal-plan: the plan from the load order in `shown-plan.ts`, or 'Ingen måltidsplan
 * hittad'. The plan stays on the device until a new one replaces it or the person removes it; a
 * change made in another tab (a swap, a new plan, the plan removed, a sign-out) shows here too. A summary, then tabs Måltider (day cards with "Byt rätt", and the Näringsöversikt) and
 * Inköpslista, each with the save section. The summary, the list and the overview all derive from
 * the plan as shown, so a swapped meal shows everywhere at once. Storage is read after hydration
 * (the plan checked a day per task), so the static HTML shows a loading line. The first plan is
 * drawn as a transition, which React splits into short slices, so the page keeps answering input
 * while it appears; its days come in the frame after the summary's, and the overview is drawn as it
 * comes near the screen.
 */
function MealPlan() {
  const [state, setState] = useState<{
    shown: ShownPlan | undefined;
    sex: 'male' | 'female' | undefined;
    fromDraft?: boolean;
  }>();
  const [tab, setTab] = useState<TabId>('meals');

  useEffect(() => {
    void loadShownPlan().then(({ shown, discarded, full, fromDraft }) => {
      const sex = calculatorSex();
      if (discarded || sex.kind === 'discarded') toast.info(COMMON.storedValueDiscarded);
      if (full) toast.error(COMMON.storageFull);
      const next = { shown, sex: storedValue(sex), fromDraft };
      startTransition(() => setState(next));
    });
  }, []);

  // Another tab changed the kept plan (or cleared it): show it as it now is.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORED.shownMealPlan.key) return;
      void readKeptPlan().then((read) => {
        if (read.kind === 'discarded') toast.info(COMMON.storedValueDiscarded);
        const shown = read.kind === 'ok' ? read.value : undefined;
        startTransition(() => setState((s) => (s === undefined ? s : { ...s, shown })));
      });
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  /** Shows `next` and keeps it on the device (storage full is said, the plan stays on screen). */
  const update = (next: ShownPlan) => {
    if (!rememberShown(next)) toast.error(COMMON.storageFull);
    setState((s) => (s === undefined ? s : { ...s, shown: next }));
  };
  const discard = () => {
    forgetShown();
    setState((s) => (s === undefined ? s : { ...s, shown: undefined }));
    toast.success(T.discarded);
  };

  const storedPreferences = state?.shown?.preferences;
  const preferences = useMemo(
    () => (storedPreferences === undefined ? undefined : parsedPreferences(storedPreferences)),
    [storedPreferences],
  );
  // The week-level parts (summary, Näringsöversikt, shopping list) follow a swap in a render of
  // their own once the frame showing the swapped meal has been painted: the press paints its
  // result without waiting for the whole week to be summed again (a deferred value was rendered
  // before that frame whenever the scheduler had time before it).
  // The first plan shown needs no second render: it is the week's plan at once.
  const shownPlan = state?.shown?.plan;
  const [weekPlan, setWeekPlan] = useState(shownPlan);
  if (weekPlan === undefined && shownPlan !== undefined) setWeekPlan(shownPlan);
  useEffect(() => {
    if (shownPlan !== weekPlan) afterNextPaint(() => startTransition(() => setWeekPlan(shownPlan)));
  }, [shownPlan, weekPlan]);
  // Quiet: offline without its file, the page works on without the overview. Its code loads with
  // the week (so Ctrl+P can print it at once); it is drawn as it comes within a screen of view, or
  // for printing: on a 360 px phone it starts some 10,000 px down, and it was a sixth of the
  // elements the week's first show drew.
  const overview = useOnDemand(loadOverview, state?.shown !== undefined, true);
  const [overviewRef, overviewNear] = useNearScreen();
  const printing = usePrinting();
  const overviewDrawn = overviewNear || printing;
  const { controls, announcement } = useMealSwap(state?.shown, preferences, (shown) =>
    setState((s) => (s === undefined ? s : { ...s, shown })),
  );
  const swappable = controls !== undefined;
  // The week's first show draws the summary alone (it fills a phone's screen), then the days as
  // they come within a screen of view, one per frame from the top: at load a phone builds the first
  // day, not all seven (measured at 1x on a 412 px phone: 770 -> 229 elements, main thread 131.6 ->
  // 111.6 ms of CPU until quiet, median of 12 alternating loads). The others are built as the
  // person scrolls, a screen ahead, or at once for a day link, printing, the Tab key or the
  // browser's search (Ctrl+F). What stands below the days (the save section, the
  // Näringsöversikt) comes once all seven are in, so nothing is pushed down. A later plan (a swap,
  // another tab's plan, a new one) is drawn whole at once.
  const days = useRevealNearScreen(state?.shown?.plan.length ?? 0, state?.shown !== undefined);
  // The day cards skip their work while off screen once every card has been drawn and painted in
  // this list (see .day-card in global.css): each then keeps the height it was drawn at. The list
  // drawn anew (the Måltider tab opened again) is drawn whole first, then settles again.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!days.complete || tab !== 'meals' || settled) return;
    return afterNextPaint(() => setSettled(true));
  }, [days.complete, tab, settled]);
  useEffect(() => subscribePrinting(days.showAll), [days.showAll]);
  useLandOnLinkedDay(state?.shown !== undefined, days);
  useEffect(() => (swappable ? prepareSwapWhenIdle() : undefined), [swappable]);

  if (state === undefined) {
    // As tall as the screen: the plan that replaces it then pushes nothing visible (no layout shift).
    return (
      <p role="status" className="min-h-screen text-muted">
        {T.loading}
      </p>
    );
  }
  const { shown, sex } = state;
  const saveSection =
    shown === undefined ? null : (
      <SaveSection shown={shown} onSaved={(saved) => update(markSaved(shown, saved))} onDiscard={discard} />
    );
  if (shown === undefined) {
    return (
      <section className="rounded-lg border border-line bg-white p-6 text-center">
        <h2 className="text-xl font-semibold">{T.emptyTitle}</h2>
        <p className="mt-2 text-muted">{T.emptyText}</p>
        <a
          href="/nutrition"
          className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {T.toNutrition}
        </a>
      </section>
    );
  }

  return (
    <div className="grid gap-6 *:min-w-0">
      <p role="status" className="sr-only" data-testid="swap-announcement">
        {announcement}
      </p>
      {state.fromDraft === true && (
        <DraftOffer
          shown={shown}
          onSaved={(saved) => update(markSaved(shown, saved))}
          onDiscard={() => {
            forgetShown();
            setState((s) => (s === undefined ? s : { ...s, shown: undefined, fromDraft: false }));
          }}
        />
      )}
      <WeekSummary
        preferences={preferences}
        planCalories={shown.plan[0]?.totalCalories ?? 0}
        plan={weekPlan ?? shown.plan}
        savedName={shown.saved?.name}
        edited={isEdited(shown)}
        notes={shown.notes}
      />
      <div className="flex justify-end" data-print-hidden>
        <Button variant="secondary" onClick={printWeek}>
          {T.print}
        </Button>
      </div>
      <Tabs
        label={T.tabsLabel}
        tabs={[
          { id: 'meals', label: T.tabMeals },
          { id: 'shopping', label: T.tabShopping },
        ]}
        selected={tab}
        onSelect={(id) => {
          setSettled(false);
          setTab(id === 'shopping' ? 'shopping' : 'meals');
        }}
      >
        {tab === 'meals' ? (
          // A screen high while the days come in: the footer below is not pushed down in view.
          <div className="flex min-h-screen flex-col gap-4 *:min-w-0" data-settled={settled || undefined}>
            <h2 className="sr-only">{T.tabMeals}</h2>
            <p className="text-sm text-muted" data-print-hidden>
              {controls === undefined ? T.swapUnavailable : T.swapHint}
            </p>
            <DayLinks days={shown.plan} shown={days.shown} showAll={days.showAll} />
            {shown.plan.slice(0, days.shown).map((day, index) => (
              <DayCard key={day.date} day={day} anchor={dayAnchor(index)} swap={controls?.(index)} />
            ))}
            {!days.complete && (
              // The days not built yet: about as high as they will be on a phone, so the page's
              // length (and what stands below) barely moves as they come in.
              <div
                ref={days.rest}
                aria-hidden="true"
                style={{ minHeight: `${String((shown.plan.length - days.shown) * DAY_STAND_IN_PX)}px` }}
              />
            )}
            {days.complete && saveSection}
            {days.complete && (
              <div
                ref={overviewRef}
                className={`print:break-before-page ${OFFSCREEN_SKIPS_LAYOUT}`}
                // Until it is drawn, as high as its stand-in also when in view: an empty part laid
                // out at 0 px shortened the page by 1000 px, and near its end the browser then
                // scrolled what was in view.
                style={overviewDrawn ? undefined : { minHeight: '1000px' }}
                data-testid="nutrient-overview"
              >
                {overview !== undefined && overviewDrawn && (
                  <overview.WeekNutrientOverview
                    plan={weekPlan ?? shown.plan}
                    diet={preferences?.dietType}
                    restrictions={preferences === undefined ? '' : restrictionsText(preferences)}
                    {...(sex === undefined ? {} : { sex })}
                  />
                )}
              </div>
            )}
          </div>
        ) : (
          <div>
            <WeekShopping
              plan={weekPlan ?? shown.plan}
              people={shown.people ?? 1}
              onPeople={(people) => update({ ...shown, people })}
            />
            {saveSection}
          </div>
        )}
      </Tabs>
    </div>
  );
}

/** Drawn again only when their props change: a swap's first render keeps the deferred week. */
const WeekSummary = memo(PlanSummary);
const WeekShopping = memo(ShoppingListPanel);

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const MealPlanEntry = withIslandBoundary(MealPlan, HUBS.nutrition);
