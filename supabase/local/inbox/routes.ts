import { empty, json, type ApiRequest, type Reply } from '../http/types.ts';
import type { Inbox, InboxMessage } from './inbox.ts';

/** Paths under which the inbox is served. */
export const INBOX_PATH = '/inbox';

/**
 * GET /inbox (HTML page), GET /inbox/messages[?to=] (JSON), DELETE /inbox/messages (empties it).
 * Returns undefined for other paths.
 */
export function inboxRoutes(req: ApiRequest, inbox: Inbox): Reply | undefined {
  const path = req.url.pathname.replace(/\/+$/, '');
  if (path === INBOX_PATH && req.method === 'GET') return page(inbox.list());
  if (path === `${INBOX_PATH}/messages`) {
    if (req.method === 'GET') {
      return json(200, { messages: inbox.list(req.url.searchParams.get('to') ?? undefined) });
    }
    if (req.method === 'DELETE') {
      inbox.clear();
      return empty(204);
    }
    return json(405, { message: 'Method not allowed' });
  }
  return undefined;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: InboxMessage[]): Reply {
  const items = messages
    .map(
      (m) => `<li>
  <p><strong>${escapeHtml(m.subject)}</strong><br>Till: ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(new Date(m.sentAt).toLocaleString('sv-SE'))}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.links.map((l) => `<p><a href="${escapeHtml(l)}">Öppna länken</a></p>`).join('')}
</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lokal inkorg – Hälsoplaneraren</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
ul{list-style:none;padding:0}li{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;font:inherit}a{font-weight:600}
</style>
</head>
<body>
<h1>Lokal inkorg</h1>
<p>E-post som den lokala servern har skickat. Inget lämnar din dator. Ladda om sidan för att se nya meddelanden.</p>
${messages.length === 0 ? '<p>Inga meddelanden ännu.</p>' : `<ul>\n${items}\n</ul>`}
</body>
</html>`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      'Cache-Control': 'no-store',
    },
    body: html,
  };
}
