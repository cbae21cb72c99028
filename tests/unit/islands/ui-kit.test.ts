// @vitest-environment happy-dom
/** The island kit's React helpers: loading code on demand, forms before hydration, form state. */
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMMON } from '@/lib/messages/common';
import { $toasts } from '@/stores/toasts';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Field } from '@/ui/Field';
import { Form } from '@/ui/Form';
import { useForm, type FormOptions, type FormState } from '@/ui/useForm';
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

interface Probe {
  form: FormState<{ name: string; email: string; cuisine: string[] }>;
  /** How often the form has been drawn. */
  renders?: number;
}

/** A form of the kit on useForm; `probe.form` is its state after each render. */
function FormProbe({
  probe,
  handler,
  options,
}: {
  probe: Probe;
  handler: Parameters<Probe['form']['submit']>[0];
  options?: FormOptions;
}) {
  const form = useForm({ name: '', email: '', cuisine: [] as string[] }, options);
  probe.form = form;
  probe.renders = (probe.renders ?? 0) + 1;
  return createElement(
    Form,
    { onSubmit: form.submit(handler), 'aria-label': 'Formulär' },
    createElement(Field, { label: 'Namn', ...form.field('name') }),
    createElement(Field, { label: 'E-post', ...form.field('email') }),
    createElement(ChoiceGroup, {
      kind: 'checkbox',
      legend: 'Kök',
      choices: [{ value: 'svenskt', label: 'Svenskt' }],
      ...form.field('cuisine'),
    }),
    createElement('button', { type: 'submit' }, 'Skicka'),
  );
}

/** A submit handler that waits until the test settles it (true: the page is leaving). */
function heldHandler() {
  let finish: (leaving: boolean) => void = () => undefined;
  const handler = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
  const settle = (leaving: boolean) =>
    act(() => {
      finish(leaving);
      return Promise.resolve();
    });
  return { handler, settle };
}

describe('useForm: the state of every island form', () => {
  const input = (label: string) =>
    [...container.querySelectorAll('input')].find(
      (element) => container.querySelector(`label[for="${element.id}"]`)?.textContent === label,
    );
  const type = (element: HTMLInputElement | undefined, text: string) => {
    if (element === undefined) throw new Error('no field');
    // React listens for the native input event and reads the value through its own setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = () => container.querySelector('form')?.requestSubmit();

  it('shows the errors of a late-loaded check, focuses the first invalid field in form order, and clears an error as it is fixed', async () => {
    const probe = {} as Probe;
    let checked: unknown = 'not yet';
    const handler = async () => {
      checked = await probe.form.check(async (values) => {
        await Promise.resolve(); // a schema loaded on submit
        return values.email.includes('@')
          ? { ok: true as const, value: values }
          : { ok: false as const, error: { email: 'Ange en giltig e-postadress', name: 'Ange ett namn' } };
      });
    };
    const root = createRoot(container);
    act(() => root.render(createElement(FormProbe, { probe, handler })));
    await act(async () => {
      submit();
      await Promise.resolve();
    });
    expect(checked).toBeUndefined();
    // 'name' stands first in the form, though the check listed it second.
    expect(document.activeElement).toBe(input('Namn'));
    expect(input('E-post')?.getAttribute('aria-invalid')).toBe('true');
    const errorId = input('E-post')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Ange en giltig e-postadress');
    act(() => type(input('E-post'), 'a@b.se'));
    expect(probe.form.values.email).toBe('a@b.se');
    expect(input('E-post')?.hasAttribute('aria-invalid')).toBe(false);
    expect(probe.form.errors.name).toBe('Ange ett namn');
    act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    expect(probe.form.values.cuisine).toEqual(['svenskt']);
    await act(async () => {
      submit();
      await Promise.resolve();
    });
    expect(checked).toEqual({ name: '', email: 'a@b.se', cuisine: ['svenskt'] });
    expect(probe.form.errors).toEqual({});
    act(() => root.unmount());
  });

  it('asks for nothing that does not change: no render to clear clear errors, the same values on a fill of them, a field’s own handlers', async () => {
    const probe = {} as Probe;
    let checked: unknown = 'not yet';
    const handler = async () => {
      checked = await probe.form.check((values) => ({ ok: true as const, value: values }));
    };
    const root = createRoot(container);
    act(() => root.render(createElement(FormProbe, { probe, handler })));
    const nameHandlers = probe.form.field('name');
    const drawn = probe.renders ?? 0;
    await act(async () => {
      submit();
      await Promise.resolve();
    });
    expect(checked).toEqual({ name: '', email: '', cuisine: [] });
    // Busy on and busy off: no third render to clear the errors that were already clear.
    expect((probe.renders ?? 0) - drawn).toBe(2);
    // A fill of the values already there keeps the state itself (React then draws nothing below the form).
    const values = probe.form.values;
    act(() => probe.form.fill({ name: '' }));
    act(() => probe.form.fill((current) => ({ email: current.email })));
    expect(probe.form.values).toBe(values);
    act(() => type(input('E-post'), 'a@b.se'));
    expect(probe.form.values).not.toBe(values);
    // The name field's handlers are the ones it was first given, so the field is not drawn again.
    const now = probe.form.field('name');
    expect(now.onChange).toBe(nameHandlers.onChange);
    expect(now.fieldRef).toBe(nameHandlers.fieldRef);
    act(() => type(input('Namn'), 'Ada'));
    expect(probe.form.values).toEqual({ name: 'Ada', email: 'a@b.se', cuisine: [] });
    act(() => root.unmount());
  });

  it('runs the handler once at a time: busy until it settles, a second press meanwhile is ignored', async () => {
    const probe = {} as Probe;
    const { handler, settle } = heldHandler();
    const root = createRoot(container);
    act(() => root.render(createElement(FormProbe, { probe, handler })));
    act(() => submit());
    act(() => submit());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(probe.form.busy).toBe(true);
    await settle(false);
    expect(probe.form.busy).toBe(false);
    act(() => submit());
    expect(handler).toHaveBeenCalledTimes(2);
    // Resolving true: the page is leaving, the form stays busy.
    await settle(true);
    expect(probe.form.busy).toBe(true);
    act(() => submit());
    expect(handler).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
  });

  it('with busyAfterMs: a quick handler draws no busy frame, a slow one shows busy from then until it settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const probe = {} as Probe;
      const { handler, settle } = heldHandler();
      const root = createRoot(container);
      act(() => root.render(createElement(FormProbe, { probe, handler, options: { busyAfterMs: 100 } })));
      const drawn = probe.renders ?? 0;
      act(() => submit());
      act(() => {
        vi.advanceTimersByTime(99);
      });
      await settle(false);
      act(() => {
        vi.advanceTimersByTime(200);
      });
      // Answered within the time: the form was not drawn for being busy, before or after.
      expect(probe.form.busy).toBe(false);
      expect(probe.renders).toBe(drawn);

      act(() => submit());
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(probe.form.busy).toBe(true);
      // Busy or not yet shown, a second press meanwhile is ignored.
      act(() => submit());
      expect(handler).toHaveBeenCalledTimes(2);
      await settle(false);
      expect(probe.form.busy).toBe(false);
      act(() => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });
});
