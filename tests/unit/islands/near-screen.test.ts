// @vitest-environment happy-dom
/**
 * A part drawn as it comes near the screen (the meal plan's Näringsöversikt): not drawn until its
 * element is within a screen of view, drawn from then on, and drawn at once where the browser has
 * no IntersectionObserver.
 */
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useNearScreen } from '@/ui/useNearScreen';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mount = useTestRoot();

/** A stand-in IntersectionObserver: the test says when the watched element intersects. */
class Watcher {
  static last: Watcher | undefined;
  readonly watched: Element[] = [];
  disconnected = false;
  readonly report: (entries: { isIntersecting: boolean }[]) => void;
  readonly options: IntersectionObserverInit;
  constructor(report: (entries: { isIntersecting: boolean }[]) => void, options: IntersectionObserverInit) {
    this.report = report;
    this.options = options;
    Watcher.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Part() {
  const [ref, near] = useNearScreen();
  return createElement('div', { ref, 'data-testid': 'part' }, near ? 'drawn' : '');
}

const part = () => mount.container.querySelector('[data-testid="part"]')?.textContent;

describe('useNearScreen', () => {
  it('draws the part once it comes within a screen of view, and keeps it drawn', () => {
    vi.stubGlobal('IntersectionObserver', Watcher);
    act(() => mount.root.render(createElement(Part)));
    const watcher = Watcher.last;
    expect(watcher?.watched).toHaveLength(1);
    expect(watcher?.options.rootMargin).toBe('100% 0px');
    expect(part()).toBe('');

    act(() => watcher?.report([{ isIntersecting: false }]));
    expect(part()).toBe('');

    act(() => watcher?.report([{ isIntersecting: true }]));
    expect(part()).toBe('drawn');
    expect(watcher?.disconnected).toBe(true);
  });

  it('draws the part at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    act(() => mount.root.render(createElement(Part)));
    expect(part()).toBe('drawn');
  });
});
