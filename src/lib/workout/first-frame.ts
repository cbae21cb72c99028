/**
 * The Träningsdagbok's first frame: the current plan's card, or the card that says there is no plan,
 * drawn before the page's first paint by a script the page carries inline (`FIRST_FRAME_SCRIPT`),
 * so a slow phone shows the card with the page's heading instead of after React has loaded and
 * hydrated (the card is the page's largest element). The diary (src/islands/training-log/) reads the
 * same slots with their zod schemas once its code has loaded, decides what is kept, and replaces the
 * frame with its own card, drawn with the same parts at the same place.
 *
 * The script only looks: it removes nothing, parses no schema (zod is not on the page yet) and shows
 * the frame only when the stored value has the fields the stored plan must have, within the schema's
 * limits; an open session, a value that does not look right, or storage that cannot be read leave
 * the page's loading line, and the diary decides. Hand-minified like the head's script: every byte
 * counts against the page's first load.
 */
import type { WorkoutDuration } from '@shared/domain.ts';

import { htmlText } from '@/lib/format/html';
import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';
import { STORED } from '@/lib/storage/keys';

import { FIRST_FRAME_ID } from './first-frame-id';
import { PLAN_DAYS, planName } from './plan-card';

export { FIRST_FRAME_ID };

/** The loading line the page shows until the first frame or the diary replaces it. */
export const LOADING_HTML = `<p role="status" class="text-muted">${htmlText(TRAINING_LOG_PLAN.loading)}</p>`;

/**
 * The frames as the diary's own parts draw them (src/islands/training-log/PlanCard.tsx and the site's
 * Button; a unit test holds them to those parts): the plan card with its heading left empty for the
 * plan's name, its loading line and its start button not yet pressable; the no-plan card.
 */
const PLAN_HTML =
  '<div class="space-y-8"><section aria-labelledby="tl-plan" class="rounded-lg border border-line bg-white p-4">' +
  '<h2 id="tl-plan" class="text-lg font-semibold text-ink"></h2>' +
  `<p role="status" class="mt-1 text-muted">${htmlText(TRAINING_LOG_PLAN.loading)}</p>` +
  '<button type="button" disabled="" class="inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60 mt-3 min-h-12 w-full px-6 text-base sm:w-auto">' +
  `${htmlText(TRAINING_LOG_PLAN.start)}</button></section></div>`;

const NO_PLAN_HTML =
  '<div class="space-y-8"><section class="rounded-lg border border-line bg-white p-4">' +
  `<p class="text-ink">${htmlText(TRAINING_LOG_PLAN.noPlan)}</p>` +
  `<p class="mt-2"><a href="/create-workout-plan" class="font-medium text-brand-800 underline">${htmlText(TRAINING_LOG_PLAN.makePlan)}</a> ${htmlText(TRAINING_LOG_PLAN.openPlan)}</p>` +
  `</section>${LOADING_HTML}</div>`;

/** The heading around the plan's name ("Ditt schema: …"). */
const [HEADING_BEFORE = '', HEADING_AFTER = ''] = TRAINING_LOG_PLAN.planHeading('\u0000').split('\u0000');

/** Each length's default plan name, by the stored `duration`. */
const DEFAULT_NAMES = Object.fromEntries(
  Object.keys(PLAN_DAYS).map((duration) => [duration, planName(undefined, duration as WorkoutDuration)]),
);

const json = JSON.stringify;

/**
 * The first frame's script, run where the page places it: right after the element `FIRST_FRAME_ID`,
 * whose content (the loading line) it replaces when it draws a frame.
 * The stored plan (`hp:last-workout`) is shown when it is an object with a `workoutPlan` text of
 * 1–200 000 characters, a known `duration`, a `name` (if any) of at most 500 characters and a
 * `createdAt` text of at most 64; its name is set as text, never as markup.
 */
export const FIRST_FRAME_SCRIPT =
  `try{var l=localStorage,f=document.getElementById(${json(FIRST_FRAME_ID)}),s,v,p,n;` +
  `if(l.getItem(${json(STORED.openTrainingSession.key)})===null)` +
  `if((s=l.getItem(${json(STORED.lastWorkout.key)}))===null)f.innerHTML=${json(NO_PLAN_HTML)};` +
  `else{v=JSON.parse(s);p=v&&v.workoutPlan;n=v&&v.name;` +
  `if(typeof v=="object"&&!Array.isArray(v)&&typeof p=="string"&&p&&p.length<=2e5` +
  `&&typeof v.duration=="string"&&Object.hasOwn(s=${json(DEFAULT_NAMES)},v.duration)` +
  `&&(n===void 0||typeof n=="string"&&n.length<=500)` +
  `&&typeof v.createdAt=="string"&&v.createdAt.length<=64){` +
  `f.innerHTML=${json(PLAN_HTML)};` +
  `f.querySelector("h2").textContent=${json(HEADING_BEFORE)}+(n===void 0?s[v.duration]:n)` +
  `${HEADING_AFTER === '' ? '' : `+${json(HEADING_AFTER)}`}}}}catch{}`;
