import { readJsonBody } from '@shared/http/body.ts';
import { jsonNestingExceeds, MAX_JSON_DEPTH } from '@shared/http/json-depth.ts';
import { corsHeaders } from '@shared/http/cors.ts';
import { functionEnv } from '@shared/http/env.ts';
import { describe, expect, it } from 'vitest';

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(8192, bytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

function streamedRequest(body: ReadableStream<Uint8Array>): Request {
  return new Request('http://127.0.0.1/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readJsonBody', () => {
  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const request = new Request('http://127.0.0.1/', {
      method: 'POST',
      headers: { 'Content-Length': '70000' },
      body: '{}',
    });
    expect(await readJsonBody(request, 65_536)).toEqual({ ok: false, error: 'too-large' });
    expect(request.bodyUsed).toBe(false);
  });

  it('counts a streamed body without Content-Length and stops past the limit', async () => {
    expect(await readJsonBody(streamedRequest(streamOf(200_000)), 65_536)).toEqual({
      ok: false,
      error: 'too-large',
    });
  });

  it('parses JSON up to the limit, and calls empty, malformed or non-UTF-8 bodies invalid', async () => {
    const ok = new Request('http://127.0.0.1/', { method: 'POST', body: '{"å": [1, 2]}' });
    expect(await readJsonBody(ok)).toEqual({ ok: true, value: { å: [1, 2] } });
    const empty = new Request('http://127.0.0.1/', { method: 'POST', body: '' });
    expect(await readJsonBody(empty)).toEqual({ ok: false, error: 'invalid-json' });
    const latin1 = new Request('http://127.0.0.1/', {
      method: 'POST',
      body: new Uint8Array([0x22, 0xe5, 0x22]),
    });
    expect(await readJsonBody(latin1)).toEqual({ ok: false, error: 'invalid-json' });
  });
});

describe('corsHeaders', () => {
  const from = (origin: string) => new Request('http://127.0.0.1/', { headers: { Origin: origin } });

  it('allows any origin by default', () => {
    expect(corsHeaders(from('https://example.com'), {})['Access-Control-Allow-Origin']).toBe('*');
  });

  it('with ALLOWED_ORIGINS echoes only a listed origin and varies on Origin', () => {
    const env = { ALLOWED_ORIGINS: 'https://halsoplaneraren.se/, http://localhost:4321' };
    const listed = corsHeaders(from('https://halsoplaneraren.se'), env);
    expect(listed['Access-Control-Allow-Origin']).toBe('https://halsoplaneraren.se');
    expect(listed.Vary).toBe('Origin');
    expect(corsHeaders(from('https://evil.example'), env)['Access-Control-Allow-Origin']).toBeUndefined();
  });
});

describe('functionEnv', () => {
  it('lets the local server’s context override the process env, and treats empty values as unset', () => {
    process.env.HP_TEST_ONLY = 'from-process';
    process.env.HP_TEST_EMPTY = 'set';
    try {
      expect(functionEnv().HP_TEST_ONLY).toBe('from-process');
      const env = functionEnv({ env: { HP_TEST_ONLY: 'from-context', HP_TEST_EMPTY: ' ' } });
      expect(env.HP_TEST_ONLY).toBe('from-context');
      expect('HP_TEST_EMPTY' in env).toBe(false);
    } finally {
      delete process.env.HP_TEST_ONLY;
      delete process.env.HP_TEST_EMPTY;
    }
  });
});

describe('jsonNestingExceeds', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('allows up to 512 levels and refuses one more, for arrays and objects alike', () => {
    expect(MAX_JSON_DEPTH).toBe(512);
    expect(jsonNestingExceeds(nested(512))).toBe(false);
    expect(jsonNestingExceeds(nested(513))).toBe(true);
    expect(jsonNestingExceeds(`${'{"a":'.repeat(600)}1${'}'.repeat(600)}`)).toBe(true);
    expect(jsonNestingExceeds(`{"a":[{"b":[1,2,{"c":"d"}]}]}`)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '['.repeat(5000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: `\\"${'{'.repeat(5000)}` }))).toBe(false);
    // A string ending in an escaped backslash closes at the next quote: what follows counts.
    expect(jsonNestingExceeds(`[${JSON.stringify('a\\')},${nested(600)}]`)).toBe(true);
  });

  it('is linear: a 1 MB body of brackets is judged at once', () => {
    const started = performance.now();
    expect(jsonNestingExceeds(nested(500_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('makes readJsonBody call a 5,000-level body invalid JSON (a 400, not a crash)', async () => {
    const deep = new Request('http://127.0.0.1/', { method: 'POST', body: `{"a":${nested(5000)}}` });
    expect(await readJsonBody(deep)).toEqual({ ok: false, error: 'invalid-json' });
  });
});
