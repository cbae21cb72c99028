import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import painted from '@/scripts/hydrate-after-paint';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: FakePaintObserver,
) => void;

/** A stand-in for the browser's paint timing: the test says when the first contentful paint is shown. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  observing = false;
  disconnected = false;
  private readonly callback: PaintCallback;
  constructor(callback: PaintCallback) {
    this.callback = callback;
    FakePaintObserver.current = this;
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

let visibility: 'visible' | 'hidden';
const listeners: Record<string, (() => void)[]> = {};

function island() {
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  painted(load, { name: 'painted', value: '' }, {} as HTMLElement);
  return { load, hydrate };
}

describe('client:painted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    for (const key of Object.keys(listeners)) Reflect.deleteProperty(listeners, key);
    FakePaintObserver.supportedEntryTypes = ['paint'];
    FakePaintObserver.current = undefined;
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (type: string, listener: () => void) => {
        (listeners[type] ??= []).push(listener);
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the island only once the first contentful paint is shown, and only once', async () => {
    const { load, hydrate } = island();
    expect(FakePaintObserver.current?.observing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    FakePaintObserver.current?.paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    FakePaintObserver.current?.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    // The fallbacks that come later start nothing a second time.
    for (const listener of listeners.visibilitychange ?? []) listener();
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates after at most two seconds when no paint is reported', async () => {
    const { load } = island();
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a background tab, or a browser without paint timing, hydrates at once', () => {
    visibility = 'hidden';
    expect(island().load).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    FakePaintObserver.supportedEntryTypes = [];
    expect(island().load).toHaveBeenCalledTimes(1);
  });

  it('a tab hidden before its first paint hydrates then', async () => {
    const { load } = island();
    visibility = 'hidden';
    for (const listener of listeners.visibilitychange ?? []) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
