// @vitest-environment happy-dom
/**
 * The meal plan's days and the weight page's parts, drawn as the person scrolls towards them: none
 * until the list is read, then one more each time the stand-in for the rest comes within a screen
 * of view (or the distance asked), all at once when asked (a day link, printing, the browser's
 * search) or without IntersectionObserver.
 */
import { act, createElement } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useRevealNearScreen, type NearScreenReveal } from '@/ui/useRevealNearScreen';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mount = useTestRoot();

/** A stand-in IntersectionObserver: the test says whether the watched element is near the screen. */
class Watcher {
  static all: Watcher[] = [];
  readonly watched: Element[] = [];
  disconnected = false;
  readonly report: (entries: { isIntersecting: boolean }[]) => void;
  readonly options: IntersectionObserverInit | undefined;
  constructor(report: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
    this.report = report;
    this.options = options;
    Watcher.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}
/** The watcher of the stand-in now: the last one made and not disconnected. */
const current = () => Watcher.all.filter((watcher) => !watcher.disconnected).at(-1);

let latest: NearScreenReveal | undefined;
function List({ total, ready, ahead }: { total: number; ready: boolean; ahead?: number | undefined }) {
  const reveal = useRevealNearScreen(total, ready, ahead);
  latest = reveal;
  return createElement(
    'div',
    null,
    createElement(
      'p',
      { 'data-testid': 'shown' },
      `${String(reveal.shown)}${reveal.complete ? ' klar' : ''}`,
    ),
    reveal.complete ? null : createElement('div', { ref: reveal.rest, 'data-testid': 'rest' }),
  );
}
const shown = () => mount.container.querySelector('[data-testid="shown"]')?.textContent;
const render = (total: number, ready: boolean, ahead?: number) =>
  act(() => mount.root.render(createElement(List, { total, ready, ahead })));
/**
 * A key pressed on the page: what the list shows while the key's own work runs (a listener after
 * the hook's, as the browser's focus move and search come after the page's listeners).
 */
function pressed(init: KeyboardEventInit): string | null | undefined {
  let during: string | null | undefined;
  const after = () => (during = shown());
  addEventListener('keydown', after);
  act(() => {
    dispatchEvent(new KeyboardEvent('keydown', init));
  });
  removeEventListener('keydown', after);
  return during;
}
/** The stand-in is reported near the screen (or not). */
const near = (isIntersecting: boolean) => act(() => current()?.report([{ isIntersecting }]));

afterEach(() => {
  Watcher.all = [];
  vi.unstubAllGlobals();
});

describe('useRevealNearScreen', () => {
  it('draws nothing until ready, then one part each time the stand-in is near, and completes', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(3, false);
    expect(shown()).toBe('0');
    expect(current()).toBeUndefined();

    render(3, true);
    expect(shown()).toBe('0');
    expect(current()?.watched).toEqual([mount.container.querySelector('[data-testid="rest"]')]);
    // Not near: nothing more is drawn, however long it waits.
    near(false);
    expect(shown()).toBe('0');

    near(true);
    expect(shown()).toBe('1');
    // Watched anew once the part is in: a stand-in still near is reported at once and draws the next.
    expect(Watcher.all).toHaveLength(2);
    near(true);
    expect(shown()).toBe('2');
    near(false);
    expect(shown()).toBe('2');
    near(true);
    expect(shown()).toBe('3 klar');
    expect(current()).toBeUndefined();

    // Complete for good: a longer list later is drawn whole at once.
    render(5, true);
    expect(shown()).toBe('5 klar');
  });

  it('draws every part at once when asked, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(7, true);
    near(true);
    expect(shown()).toBe('1');
    act(() => flushSync(() => latest?.showAll()));
    expect(shown()).toBe('7 klar');
    expect(current()).toBeUndefined();
  });

  it('the browser search (Ctrl+F) draws every part before the search runs; other keys do not', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(7, true);
    near(true);
    expect(pressed({ key: 'f' })).toBe('1');
    expect(pressed({ key: 'ArrowDown' })).toBe('1');
    expect(pressed({ key: 'f', ctrlKey: true })).toBe('7 klar');
  });

  it('Tab and ⌘F draw every part before the key does its work', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(3, true);
    expect(pressed({ key: 'Tab' })).toBe('3 klar');
    // Another list (a new mount): ⌘F on a Mac.
    act(() => mount.root.render(createElement(List, { key: 'next', total: 4, ready: true })));
    expect(shown()).toBe('0');
    expect(pressed({ key: 'F', metaKey: true })).toBe('4 klar');
  });

  it('watches a screen ahead unless told how far (the weight page: half a screen)', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(3, true);
    expect(current()?.options?.rootMargin).toBe('100% 0px');
    act(() => mount.root.render(createElement(List, { key: 'half', total: 3, ready: true, ahead: 0.5 })));
    expect(current()?.options?.rootMargin).toBe('50% 0px');
  });

  it('printing (beforeprint) draws every part before the page is laid out for paper', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(5, true);
    near(true);
    let during: string | null | undefined;
    const after = () => (during = shown());
    addEventListener('beforeprint', after);
    act(() => {
      dispatchEvent(new Event('beforeprint'));
    });
    removeEventListener('beforeprint', after);
    expect(during).toBe('5 klar');
  });

  it('draws every part without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(4, true);
    expect(shown()).toBe('4 klar');
  });

  it('an empty list is complete at once, with nothing to watch', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    render(0, true);
    expect(shown()).toBe('0 klar');
    expect(Watcher.all).toHaveLength(0);
  });
});
