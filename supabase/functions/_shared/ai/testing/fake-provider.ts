/**
 * TEST HELPER ONLY (uses node:http, which Deno and Node both provide; never import it from handler
 * or browser code). A fake OpenAI-compatible provider on 127.0.0.1 that answers
 * `POST /chat/completions` the way a test tells it to, and records what it was sent.
 */
import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the fake answers: the assistant's text, an HTTP error, raw body, or silence past a timeout. */
export type FakeAnswer =
  | { kind: 'content'; content: string; finishReason?: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang'; ms: number };

/** One request the fake received. */
export interface FakeCall {
  authorization: string | undefined;
  body: {
    model?: string;
    max_tokens?: number;
    response_format?: unknown;
    messages?: { role: string; content: string }[];
  };
}

export interface FakeProvider {
  /** Base URL to put in AI_BASE_URL, e.g. http://127.0.0.1:40123/v1. */
  baseUrl: string;
  calls: FakeCall[];
  /** Sets what the next requests get (until changed). */
  answer(next: FakeAnswer | ((call: FakeCall) => FakeAnswer)): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(res: ServerResponse, answer: FakeAnswer): void {
  switch (answer.kind) {
    case 'content':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: answer.finishReason ?? 'stop',
              message: { role: 'assistant', content: answer.content },
            },
          ],
        }),
      );
      return;
    case 'status':
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body ?? JSON.stringify({ error: { message: 'fake failure' } }));
      return;
    case 'raw':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(answer.body);
      return;
    case 'hang': {
      const timer = setTimeout(() => reply(res, { kind: 'content', content: '{}' }), answer.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
  }
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeProvider(): Promise<FakeProvider> {
  const calls: FakeCall[] = [];
  let next: FakeAnswer | ((call: FakeCall) => FakeAnswer) = { kind: 'status', status: 500 };
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        reply(res, { kind: 'status', status: 404 });
        return;
      }
      const call: FakeCall = {
        authorization: req.headers.authorization,
        body: JSON.parse(text) as FakeCall['body'],
      };
      calls.push(call);
      reply(res, typeof next === 'function' ? next(call) : next);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    calls,
    answer(value) {
      next = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `run` with a fake provider of its own, closed afterwards whatever happens. */
export async function withFakeProvider(run: (fake: FakeProvider) => Promise<void>): Promise<void> {
  const fake = await startFakeProvider();
  try {
    await run(fake);
  } finally {
    await fake.close();
  }
}
