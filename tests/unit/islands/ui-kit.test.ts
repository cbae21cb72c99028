// @vitest-environment happy-dom
/** The island kit's React helpers: loading code on demand, and forms before hydration. */
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMMON } from '@/lib/messages/common';
import { $toasts } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { loadOnDemand, type Loader } from '@/ui/on-demand';
import { useOnDemand } from '@/ui/useOnDemand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const titles = () => $toasts.get().map((toast) => toast.title);

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

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

const form = () =>
  createElement(Form, { 'aria-label': 'Formulär' }, createElement('input', { 'aria-label': 'Namn' }));

describe('Form: nothing can be typed into a field before React owns it', () => {
  it('is inert in the server-rendered HTML, and no longer once the island has hydrated', async () => {
    const html = renderToString(form());
    expect(html).toMatch(/<form[^>]*\binert=""/u);
    expect(html).toMatch(/<form[^>]*\bnovalidate=""/iu);
    container.innerHTML = html;
    expect(container.querySelector('form')?.hasAttribute('inert')).toBe(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, form());
      return Promise.resolve();
    });
    expect(container.querySelector('form')?.hasAttribute('inert')).toBe(false);
    act(() => root?.unmount());
  });

  it('a form mounted after hydration (a dialog) is ready as soon as it has mounted', () => {
    const root = createRoot(container);
    act(() => root.render(form()));
    expect(container.querySelector('form')?.hasAttribute('inert')).toBe(false);
    act(() => root.unmount());
  });
});
