import { randomUUID } from 'node:crypto';

/** One e-mail the server would have sent. */
export interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links in the message (e.g. the confirmation link), in order. */
  links: string[];
  /** ISO timestamp. */
  sentAt: string;
}

/** What a sender passes; the inbox adds id and time. */
export type OutgoingMail = Omit<InboxMessage, 'id' | 'sentAt'>;

/** The local stand-in for an SMTP server: keeps every e-mail in memory and logs it. */
export interface Inbox {
  send(mail: OutgoingMail): InboxMessage;
  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): InboxMessage[];
  /** The newest message to `to`, if any. */
  latest(to: string): InboxMessage | undefined;
  clear(): void;
}

/** Keeps the last `capacity` messages; `log` receives one line per message with its links. */
export function createInbox(opts: {
  now: () => number;
  log: (line: string) => void;
  capacity?: number;
}): Inbox {
  const capacity = opts.capacity ?? 500;
  const messages: InboxMessage[] = [];
  const list = (to?: string): InboxMessage[] => {
    const wanted = to?.toLowerCase();
    return messages.filter((m) => wanted === undefined || m.to.toLowerCase() === wanted);
  };
  return {
    send(mail) {
      const message: InboxMessage = { ...mail, id: randomUUID(), sentAt: new Date(opts.now()).toISOString() };
      messages.unshift(message);
      if (messages.length > capacity) messages.length = capacity;
      opts.log(`[inbox] to ${mail.to}: ${mail.subject}${mail.links.map((l) => `\n[inbox]   ${l}`).join('')}`);
      return message;
    },
    list,
    latest: (to) => list(to)[0],
    clear() {
      messages.length = 0;
    },
  };
}
