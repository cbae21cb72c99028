/**
 * Property-based fuzzing: 1,000 generated requests per
 * function through the local server's real HTTP path — wrong types, NaN/Infinity, huge numbers,
 * 1 MB strings, emoji, RTL and zero-width text, deep nesting, unknown keys, empty, non-JSON and
 * invalid UTF-8 bodies, wrong content types and tokens. Every answer must be a known status with
 * a Swedish JSON error (or a valid plan), never a 5xx, a stack trace or an English runtime text.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LACTOSE_FREE } from '../../supabase/functions/generate-meal-plan/test-fixtures.ts';
import { TWO_THREE_WEEK } from '../../supabase/functions/generate-workout-plan/test-fixtures.ts';
import { mealPlanSchema } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { DEFAULT_JWT_SECRET, signJwt } from '../../supabase/local/keys.ts';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { signUpConfirmed } from './support/clients.ts';
import { REAL_FUNCTIONS } from './support/functions.ts';

const RUNS = 1000;
const ALLOWED = new Set([200, 400, 401, 413, 415, 422, 429]);
/** What a runtime or library says when it fails, in English; none of it may reach a caller. */
const ENGLISH_RUNTIME =
  /\b(Error|TypeError|SyntaxError|RangeError|undefined|Unexpected|Cannot read|is not|Invalid|Expected|Required|stack)\b|\n\s+at /;

/** One generated request. */
interface FuzzRequest {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string | undefined;
  authorization: 'user' | 'anon' | 'forged' | 'expired' | 'none' | 'garbage';
}

/** Values of every wrong kind a field might receive. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u202Egnirts', 'a\u200Bb\u200Dc', '🥑🔥'.repeat(50), '<img src=x onerror=alert(1)>', ''),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, -1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** A JSON text nested `depth` levels deep. */
const deepText = (depth: number, open: string, close: string, leaf = '1'): string =>
  open.repeat(depth) + leaf + close.repeat(depth);

/** Bodies built around `valid` (a valid body of the function) and its field names. */
function bodies(
  valid: Record<string, unknown>,
  nestedKey: string | undefined,
): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  const target = (body: Record<string, unknown>): Record<string, unknown> =>
    nestedKey === undefined ? body : (body[nestedKey] as Record<string, unknown>);
  const fields = Object.keys(target(valid));
  const clone = () => structuredClone(valid);
  return fc.oneof(
    // One field replaced by a hostile value (wrong type, huge, NaN-like, emoji, RTL, zero-width…).
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => {
        const body = clone();
        target(body)[field] = value;
        return JSON.stringify(body);
      }),
    },
    // A field removed, or unknown keys added at either level.
    {
      weight: 2,
      arbitrary: fc.constantFrom(...fields).map((field) => {
        const body = clone();
        Reflect.deleteProperty(target(body), field);
        return JSON.stringify(body);
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, fc.boolean())
        .map(([key, value, top]) => {
          const body = clone();
          (top ? body : target(body))[key] = value;
          return JSON.stringify(body);
        }),
    },
    // Raw tokens JSON cannot carry (NaN, Infinity) or parses to ±Infinity (1e400).
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...fields),
          fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e999', '0x1F', 'undefined', '01'),
        )
        .map(([field, token]) => {
          const body = clone();
          target(body)[field] = '__TOKEN__';
          return JSON.stringify(body).replace('"__TOKEN__"', token);
        }),
    },
    // Deep nesting, inside a field or as the whole body.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields), fc.integer({ min: 50, max: 20_000 }), fc.boolean())
        .map(([field, depth, arrays]) => {
          const body = clone();
          target(body)[field] = '__DEEP__';
          const deep = arrays ? deepText(depth, '[', ']') : deepText(depth, '{"a":', '}');
          return JSON.stringify(body).replace('"__DEEP__"', deep);
        }),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((depth) => deepText(depth, '[', ']')),
    },
    // A 1 MB string (below the gateway's 1 MiB, so the function itself must refuse it).
    {
      weight: 1,
      arbitrary: fc.constantFrom(...fields).map((field) => {
        const body = clone();
        target(body)[field] = 'x'.repeat(1_000_000);
        return JSON.stringify(body);
      }),
    },
    // Empty, not JSON, JSON that is not an object, invalid UTF-8.
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', 'null', '[]', '"text"', '42', '{', '{"preferences":', 'true'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 300 })
        .map((bytes) => new Uint8Array([0x7b, 0xff, 0xfe, ...bytes])),
    },
    // Valid bodies, so the generators run too.
    { weight: 2, arbitrary: fc.constant(JSON.stringify(valid)) },
  );
}

const contentTypes: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/jsonp',
      'APPLICATION/JSON; charset=utf-8',
    ),
  },
);

function requests(valid: Record<string, unknown>, nestedKey: string | undefined): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    body: bodies(valid, nestedKey),
    contentType: contentTypes,
    authorization: fc.oneof(
      { weight: 8, arbitrary: fc.constant('user' as const) },
      { weight: 3, arbitrary: fc.constantFrom('anon', 'forged', 'expired', 'none', 'garbage') },
    ),
  });
}

describe('fuzzing the edge functions through the local server', () => {
  const backend = BACKENDS[0] ?? { name: 'pglite' as const };
  let server: RunningServer;
  let tokens: Record<FuzzRequest['authorization'], string | undefined>;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      functionsDir: REAL_FUNCTIONS,
      // Rules only, and no burst limit: every generated body must reach validation.
      functionEnv: { AI_API_KEY: '', QUOTA_BURST_PER_MINUTE: '1000000' },
    });
    const user = await signUpConfirmed(server);
    const claims = { sub: user.user.id, role: 'authenticated', aud: 'authenticated' };
    tokens = {
      user: user.session.access_token,
      anon: server.anonKey,
      forged: await signJwt({ ...claims, exp: 4_000_000_000 }, 'a-different-secret-of-at-least-32-chars!'),
      expired: await signJwt({ ...claims, exp: 1_000_000_000 }, DEFAULT_JWT_SECRET),
      none: undefined,
      garbage: 'not.a.jwt',
    };
  });
  afterAll(async () => {
    await server.close();
  });

  const cases = [
    {
      name: 'generate-meal-plan',
      valid: { preferences: LACTOSE_FREE },
      nestedKey: 'preferences',
    },
    { name: 'generate-workout-plan', valid: { ...TWO_THREE_WEEK }, nestedKey: undefined },
  ] as const;

  for (const { name, valid, nestedKey } of cases) {
    it(`${name}: ${String(RUNS)} generated requests, only known statuses with Swedish JSON errors`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests(valid, nestedKey), async (req) => {
          const headers: Record<string, string> = { apikey: server.anonKey };
          if (req.contentType !== undefined) headers['Content-Type'] = req.contentType;
          const token = tokens[req.authorization];
          if (token !== undefined) headers.Authorization = `Bearer ${token}`;
          const res = await fetch(`${server.url}/functions/v1/${name}`, {
            method: 'POST',
            headers,
            body: req.body,
          });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(ALLOWED.has(res.status), `status ${String(res.status)}: ${text.slice(0, 200)}`).toBe(true);
          const body = JSON.parse(text) as Record<string, unknown>;
          if (res.status === 200) {
            if (name === 'generate-meal-plan')
              expect(mealPlanSchema.safeParse(body.mealPlan).success).toBe(true);
            else expect(typeof body.workoutPlan).toBe('string');
            return;
          }
          expect(typeof body.error).toBe('string');
          const messages = [
            body.error,
            ...Object.values((body.fieldErrors ?? {}) as Record<string, unknown>),
          ];
          for (const message of messages) {
            expect(typeof message).toBe('string');
            expect(String(message)).not.toMatch(ENGLISH_RUNTIME);
          }
        }),
        { numRuns: RUNS },
      );
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(RUNS);
      console.info(
        `[fuzz] ${name}: ${String(total)} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    }, 600_000);
  }
});
