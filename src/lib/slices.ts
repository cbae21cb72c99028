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
