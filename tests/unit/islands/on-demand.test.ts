// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMMON } from '@/lib/messages/common';
import { $toasts } from '@/stores/toasts';
import { loadOnDemand, type Loader } from '@/ui/on-demand';
import { useOnDemand } from '@/ui/useOnDemand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const titles = () => $toasts.get().map((toast) => toast.title);

describe('loadOnDemand: code loaded when the user acts', () => {
  beforeEach(() => $toasts.set([]));

  it('loads once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const loader = loadOnDemand(load);
    expect(await loader()).toEqual({ answer: 42 });
    expect(await loader()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline: says so in Swedish, resolves undefined, and the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ answer: 42 });
    const loader = loadOnDemand(load);
    expect(await loader()).toBeUndefined();
    expect(titles()).toEqual([COMMON.offline]);
    expect(await loader()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a quiet load (a prefetch) fails without a toast', async () => {
    const loader = loadOnDemand<unknown>(() => Promise.reject(new Error('offline')));
    const loaded = await loader({ quiet: true });
    expect(loaded).toBeUndefined();
    expect(titles()).toEqual([]);
  });
});

function Probe({ loader, when }: { loader: Loader<{ text: string }>; when: boolean }) {
  const module = useOnDemand(loader, when);
  return createElement('p', null, module?.text ?? 'väntar');
}

describe('useOnDemand: code a part needs to render', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('renders without the module first, then with it; loads only when asked to', async () => {
    const load = vi.fn(() => Promise.resolve({ text: 'laddad' }));
    const loader = loadOnDemand(load);
    const root = createRoot(container);
    await act(() => {
      root.render(createElement(Probe, { loader, when: false }));
      return Promise.resolve();
    });
    expect(container.textContent).toBe('väntar');
    expect(load).not.toHaveBeenCalled();
    await act(() => {
      root.render(createElement(Probe, { loader, when: true }));
      return Promise.resolve();
    });
    expect(container.textContent).toBe('laddad');
    act(() => root.unmount());
  });
});
