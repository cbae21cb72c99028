/**
 * TEST CASES ONLY: the generate-workout-plan handler's behaviour, written once with node:assert and
 * run by both Deno (handler.test.ts) and vitest (tests/unit/functions/workout-plan-handler.test.ts).
 */
import assert from 'node:assert/strict';
import { withFakeProvider } from '../_shared/ai/testing/fake-provider.ts';
import type { WorkoutDuration } from '../_shared/domain.ts';
import { parseWorkoutPlan } from '../_shared/workout/parse.ts';
import { NO_AI, OTHER_USER_TOKEN, aiEnv, fakeVerifier, post } from '../_shared/ai/testing/requests.ts';
import { memoryQuotaStore } from '../_shared/quota/store.ts';
import { createWorkoutPlanHandler } from './handler.ts';
import { FOUR_FIVE_MONTH, TWO_THREE_WEEK, scheduleText } from './test-fixtures.ts';

export interface HandlerCase {
  name: string;
  run: () => Promise<void>;
}

interface WorkoutBody {
  workoutPlan: string;
  source: string;
  notice?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

function newHandler(log: string[] = []) {
  return createWorkoutPlanHandler({
    log: (line) => log.push(line),
    verifyUser: fakeVerifier,
    quotaStore: memoryQuotaStore(),
  });
}

/** Training days per parsed week. */
function sessionsPerWeek(text: string, duration: WorkoutDuration): number[] {
  return parseWorkoutPlan(text, duration).weeks.map((week) => week.filter((d) => !d.isRestDay).length);
}

export const workoutHandlerCases: HandlerCase[] = [
  {
    name: 'OPTIONS is 204 with CORS; GET is 405; malformed JSON is 400',
    async run() {
      const handler = newHandler();
      const options = await handler(new Request('http://127.0.0.1/x', { method: 'OPTIONS' }), { env: {} });
      assert.equal(options.status, 204);
      assert.equal(options.headers.get('access-control-allow-origin'), '*');
      assert.match(options.headers.get('access-control-allow-headers') ?? '', /x-client-info/);
      const get = await handler(new Request('http://127.0.0.1/x'), { env: {} });
      assert.equal(get.status, 405);
      assert.match(((await get.json()) as WorkoutBody).error ?? '', /POST/);
      const bad = await post(handler, 'not json');
      assert.equal(bad.status, 400);
      assert.equal(bad.headers.get('access-control-allow-origin'), '*');
    },
  },
  {
    name: 'an incomplete form is 400 with the Swedish field message',
    async run() {
      const response = await post(newHandler(), { ...TWO_THREE_WEEK, goals: [] });
      assert.equal(response.status, 400);
      const body = (await response.json()) as WorkoutBody;
      assert.equal(body.error, 'Välj minst ett mål');
      assert.equal(body.fieldErrors?.goals, 'Välj minst ett mål');
    },
  },
  {
    name: 'a form without experience or place is 400 with their Swedish messages',
    async run() {
      const old: Record<string, unknown> = { ...TWO_THREE_WEEK };
      delete old.experience;
      delete old.equipment;
      const response = await post(newHandler(), old);
      assert.equal(response.status, 400);
      const body = (await response.json()) as WorkoutBody;
      assert.deepEqual(
        { experience: body.fieldErrors?.experience, equipment: body.fieldErrors?.equipment },
        { experience: 'Välj hur van du är vid styrketräning', equipment: 'Välj var du tränar' },
      );
    },
  },
  {
    name: 'without an AI provider the rules write a schedule that parses into 1 week or 4 weeks',
    async run() {
      const week = (await (await post(newHandler(), TWO_THREE_WEEK, NO_AI)).json()) as WorkoutBody;
      assert.equal(week.source, 'rules');
      assert.deepEqual(sessionsPerWeek(week.workoutPlan, '7-days'), [3]);
      const month = (await (await post(newHandler(), FOUR_FIVE_MONTH, NO_AI)).json()) as WorkoutBody;
      assert.equal(month.source, 'rules');
      const weeks = sessionsPerWeek(month.workoutPlan, '30-days');
      assert.equal(weeks.length, 4);
      assert.ok(
        weeks.every((n) => n >= 4 && n <= 5),
        `sessions per week: ${weeks.join(', ')}`,
      );
    },
  },
  {
    name: 'AI path: a schedule in the DAG format is served as source "ai", fences removed',
    async run() {
      await withFakeProvider(async (fake) => {
        const text = scheduleText(30, [0, 2, 4, 5], 'Löpning och styrka');
        fake.answer({ kind: 'content', content: `\`\`\`\n${text}\n\`\`\`` });
        const response = await post(newHandler(), FOUR_FIVE_MONTH, aiEnv(fake.baseUrl));
        const body = (await response.json()) as WorkoutBody;
        assert.equal(body.source, 'ai');
        assert.equal(body.workoutPlan, `${text}\n`);
        assert.deepEqual(sessionsPerWeek(body.workoutPlan, '30-days'), [4, 4, 4, 4]);
        const user = fake.calls[0]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
        assert.match(user, /"antalDagar":30/);
        assert.match(user, /springa 5 km/);
        assert.match(user, /"erfarenhet":"van"/);
        assert.match(user, /"plats":"hemma med hantlar"/);
      });
    },
  },
  {
    name: 'AI path falls back to the rules when the schedule does not parse into training weeks',
    async run() {
      await withFakeProvider(async (fake) => {
        const answers = [
          ['week-without-training', 'Träna tre gånger i veckan, lycka till!'],
          ['week-without-training', scheduleText(30, [0, 2, 4]).split('DAG 8:')[0] ?? ''],
          ['too-many-sessions', scheduleText(7, [0, 1, 2, 3, 4, 5, 6])],
          ['too-many-days', scheduleText(14, [0, 2, 4])],
          [
            'empty-session',
            scheduleText(7, [0, 2, 4]).replace('DAG 2: Vila och återhämtning', 'DAG 2: Intervaller'),
          ],
          ['unsafe-text', `${scheduleText(7, [0, 2, 4])}\nLäs mer på https://example.com`],
        ] as const;
        for (const [reason, content] of answers) {
          fake.answer({ kind: 'content', content });
          const log: string[] = [];
          const form =
            reason === 'week-without-training' ? { ...TWO_THREE_WEEK, duration: '30-days' } : TWO_THREE_WEEK;
          const body = (await (await post(newHandler(log), form, aiEnv(fake.baseUrl))).json()) as WorkoutBody;
          assert.equal(body.source, 'rules', `${reason}: the model's schedule was served`);
          assert.deepEqual(log, [
            `[generate-workout-plan] AI schedule not used (${reason}); serving the rule-based schedule`,
          ]);
        }
      });
    },
  },
  {
    name: 'open to anonymous visitors; a token that does not verify is 401; text/plain is 415',
    async run() {
      const anonymous = await post(newHandler(), TWO_THREE_WEEK, NO_AI, { Authorization: '' });
      assert.equal(anonymous.status, 200);
      assert.equal(typeof ((await anonymous.json()) as WorkoutBody).workoutPlan, 'string');
      const forged = await post(newHandler(), TWO_THREE_WEEK, NO_AI, { Authorization: 'Bearer forged' });
      assert.equal(forged.status, 401);
      assert.match(((await forged.json()) as WorkoutBody).error ?? '', /Logga in igen/);
      const text = await post(newHandler(), TWO_THREE_WEEK, NO_AI, { 'Content-Type': 'text/plain' });
      assert.equal(text.status, 415);
    },
  },
  {
    name: 'the AI quota is per client address for visitors and per user when signed in',
    async run() {
      await withFakeProvider(async (fake) => {
        fake.answer({ kind: 'content', content: scheduleText(30, [0, 2, 4, 5]) });
        const handler = newHandler();
        const env = aiEnv(fake.baseUrl, { QUOTA_ADDRESS_PER_HOUR: '1', QUOTA_USER_PER_HOUR: '1' });
        const visitor = (address: string) =>
          post(handler, FOUR_FIVE_MONTH, env, {
            Authorization: '',
            // The client wrote the first entry; the platform's gateway appended the last.
            'X-Forwarded-For': `10.0.0.1, ${address}`,
          });
        const first = (await (await visitor('203.0.113.7')).json()) as WorkoutBody;
        assert.equal(first.source, 'ai');
        const again = (await (await visitor('203.0.113.7')).json()) as WorkoutBody;
        assert.equal(again.source, 'rules');
        assert.match(again.notice ?? '', /per timme.*Logga in för att få fler/);
        const forged = (await (
          await post(handler, FOUR_FIVE_MONTH, env, {
            Authorization: '',
            'X-Forwarded-For': '192.0.2.77, 203.0.113.7',
          })
        ).json()) as WorkoutBody;
        assert.equal(forged.source, 'rules', 'a forged first X-Forwarded-For entry is not a new visitor');
        const otherAddress = (await (await visitor('198.51.100.4')).json()) as WorkoutBody;
        assert.equal(otherAddress.source, 'ai');
        const signedIn = (await (
          await post(handler, FOUR_FIVE_MONTH, env, { 'X-Forwarded-For': '203.0.113.7' })
        ).json()) as WorkoutBody;
        assert.equal(signedIn.source, 'ai', 'a signed-in user shares no quota with their address');
        const otherUser = (await (
          await post(handler, FOUR_FIVE_MONTH, env, { Authorization: `Bearer ${OTHER_USER_TOKEN}` })
        ).json()) as WorkoutBody;
        assert.equal(otherUser.source, 'ai');
        assert.equal(fake.calls.length, 4);
      });
    },
  },
  {
    name: 'a burst from one address is 429 with Retry-After',
    async run() {
      const handler = newHandler();
      const env = { ...NO_AI, QUOTA_BURST_PER_MINUTE: '2' };
      const at = () => Date.UTC(2026, 10, 24, 12, 0, 50);
      const send = () => post(handler, TWO_THREE_WEEK, env, { Authorization: '' }, at);
      assert.equal((await send()).status, 200);
      assert.equal((await send()).status, 200);
      const refused = await send();
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get('retry-after'), '10');
      assert.match(((await refused.json()) as WorkoutBody).error ?? '', /Vänta 10 sekunder/);
    },
  },
];
