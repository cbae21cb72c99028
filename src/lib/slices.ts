/**
 * Work split into one piece per task, so a long list never holds the main thread: between pieces
 * the browser handles input and paints.
 */

/** Lets the browser handle input and paint: `scheduler.yield()` where there is one, else a task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** `map` over `items`, one item per task, in order; items it maps to undefined are left out. */
export async function mapInSlices<Item, Out>(
  items: readonly Item[],
  map: (item: Item) => Out | undefined,
): Promise<Out[]> {
  const out: Out[] = [];
  for (const item of items) {
    await yieldToBrowser();
    const mapped = map(item);
    if (mapped !== undefined) out.push(mapped);
  }
  return out;
}

const afterPaint: (() => void)[] = [];

/**
 * Runs at once what is waiting for the next paint. Call it before a write or removal that must
 * come after those (a plan removed just after a swap was queued must stay removed).
 */
export function runAfterPaint(): void {
  if (afterPaint.length === 0) return;
  removeEventListener('pagehide', runAfterPaint);
  removeEventListener('visibilitychange', runAfterPaint);
  for (const task of afterPaint.splice(0)) task();
}

/**
 * Runs `task` once the frame after this one has been painted, in order with other such tasks: what
 * a tap changes on screen paints first, and the work that does not show (keeping the change in
 * storage) follows. Were the page hidden or left before that (a tab closed, a reload, the phone
 * locked), the tasks run then, so nothing is lost. Without frames (no `requestAnimationFrame`)
 * the task runs at once. Returns the cancel: a task cancelled before it ran never runs.
 */
export function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    task();
    return () => undefined;
  }
  const waiting = () => task();
  afterPaint.push(waiting);
  const cancel = () => {
    const at = afterPaint.indexOf(waiting);
    if (at >= 0) afterPaint.splice(at, 1);
  };
  if (afterPaint.length > 1) return cancel;
  addEventListener('pagehide', runAfterPaint);
  addEventListener('visibilitychange', runAfterPaint);
  // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
  requestAnimationFrame(() => setTimeout(runAfterPaint, 0));
  return cancel;
}
