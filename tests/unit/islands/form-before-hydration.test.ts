// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { Form } from '@/ui/Form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = () =>
  createElement(Form, { 'aria-label': 'Formulär' }, createElement('input', { 'aria-label': 'Namn' }));

describe('Form: nothing can be typed into a field before React owns it', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

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
