/**
 * A React root in a fresh element of the test document for each test (jsdom), unmounted and removed
 * after it, with the test's stubbed globals undone. Call at a test file's top level; read `root`
 * and `container` inside the tests.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

export function useTestRoot(): { readonly root: Root; readonly container: HTMLDivElement } {
  let root: Root | undefined;
  let container: HTMLDivElement | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    vi.unstubAllGlobals();
  });
  const mounted = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestRoot: read inside a test');
    return value;
  };
  return {
    get root() {
      return mounted(root);
    },
    get container() {
      return mounted(container);
    },
  };
}
