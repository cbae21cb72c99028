import type { Result } from '@shared/result.ts';
import { useRef, useState, type SyntheticEvent } from 'react';

/** A Swedish message per field; a field without one is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, string | undefined>>;

/** A field's ref and change handler, as `form.field(name)` gives them. */
interface FieldHandlers {
  fieldRef: (node: Focusable | null) => void;
  onChange: (change: unknown) => void;
}

/** True when no field has a message. */
const hasNone = (errors: object) => Object.values(errors).every((message) => message === undefined);

/** What a `Field`, `Select` or `TextArea` passes to its change handler. */
interface ChangeEvent {
  currentTarget: { value: string };
}

/** A field's element, which focus can move to. */
interface Focusable {
  focus: () => void;
}

/**
 * How long a press may wait for its answer before it shows that it is busy: a tenth of a second,
 * the limit under which an answer feels instant (Nielsen, "Response times: the 3 important
 * limits"). Under it the press paints its answer and nothing before it (no busy label or ring
 * flashing for a frame). Used by forms through `busyAfterMs` and by "Byt rätt".
 */
export const BUSY_AFTER_MS = 100;

export interface FormOptions {
  /**
   * Shows `busy` only once the handler has run this long (ms): a form whose handler usually answers
   * at once (a weigh-in written to the device) draws no busy frame before its answer, and still
   * shows one when the handler waits (its check loading). Without it, `busy` is set as it starts.
   */
  busyAfterMs?: number;
}

/**
 * The state of every island form: the values (controlled, so they can be checked as the visitor
 * types and parts shown as choices are made), a Swedish error per field, focus on the first invalid
 * field, and a busy state that keeps a form from being sent twice. A field of the kit is bound by
 * its name, a key of `V`: `<Field label="E-post" {...form.field('email')} />`.
 *
 * `<Form onSubmit={form.submit(handler)}>` (ui/Form.tsx, inert until the island has hydrated, so
 * nothing is typed into a field before this state owns it) runs `handler` with the values once at
 * a time: `busy` is true until it settles, or stays true when it resolves `true` (the page is
 * leaving). In the handler, `await form.check(validate)` checks the values with a function that may
 * load late (the shared zod schema, loaded on submit): the clean value, or undefined after showing
 * the errors. `form.fail(errors)` shows errors found otherwise (a missing field, the server's
 * answer); both move focus to the first invalid field in the order of `initial`'s keys, which are
 * listed in the order the fields stand in the form.
 */
export function useForm<V extends object>(initial: V, options: FormOptions = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const fields = useRef<Partial<Record<keyof V, Focusable | null>>>({}).current;
  // The errors as they are once every update asked for is applied: clearing errors that are already
  // clear asks for no update, so a keystroke or a valid submit draws nothing for them.
  const latestErrors = useRef<FieldErrors<V>>({});
  // Each field's ref and change handler, made once: a field whose value and error are unchanged is
  // not drawn again when the rest of the form is (busy, another field).
  const bound = useRef<Partial<Record<keyof V, FieldHandlers>>>({}).current;

  /** Sets one field and clears its error: the person is changing it. */
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (latestErrors.current[name] === undefined) return;
    latestErrors.current = { ...latestErrors.current, [name]: undefined };
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Shows `next` (none clears them) and moves focus to the first invalid field. */
  const fail = (next: FieldErrors<V>) => {
    if (!(hasNone(next) && hasNone(latestErrors.current))) {
      latestErrors.current = next;
      setErrors(next);
    }
    const first = (Object.keys(values) as (keyof V)[]).find((name) => next[name] !== undefined);
    if (first !== undefined) fields[first]?.focus();
  };

  return {
    values,
    errors,
    busy,
    set,
    fail,
    /** Sets several fields (a loaded profile, a restored plan); errors stay. */
    fill: (next: Partial<V> | ((current: V) => Partial<V>)) =>
      setValues((current) => {
        const patch = typeof next === 'function' ? next(current) : next;
        // Values that are already so keep the state as it is: nothing is drawn again for them.
        const changes = (Object.keys(patch) as (keyof V)[]).some((name) => patch[name] !== current[name]);
        return changes ? { ...current, ...patch } : current;
      }),

    /**
     * What a field of the kit takes to show `name` (spread it: `{...form.field('email')}`): its
     * value, its error, a ref to focus it, and a change handler that takes the change event of a
     * `Field`, `Select` or `TextArea`, or the value of a `ChoiceGroup` or `Checkbox`.
     */
    field: <K extends keyof V & string>(name: K) => {
      const handlers = (bound[name] ??= {
        fieldRef: (node: Focusable | null) => {
          fields[name] = node;
        },
        onChange: (change: unknown) => {
          // A change event of an input, a select or a text area; anything else is the value itself.
          const target = (change as Partial<ChangeEvent> | undefined)?.currentTarget;
          set(name, (target === undefined ? change : target.value) as V[K]);
        },
      });
      return {
        name,
        value: values[name],
        error: errors[name],
        fieldRef: handlers.fieldRef,
        onChange: handlers.onChange as (change: V[K] | ChangeEvent) => void,
      };
    },

    /** The values checked by `validate`: the clean value, or undefined after `fail` with its errors. */
    check: async <T>(
      validate: (values: V) => Result<T, FieldErrors<V>> | Promise<Result<T, FieldErrors<V>>>,
    ): Promise<T | undefined> => {
      const result = await validate(values);
      fail(result.ok ? {} : result.error);
      return result.ok ? result.value : undefined;
    },

    /** The form's submit handler (also a button's click handler): `handler` runs once at a time. */
    submit:
      (handler: (values: V) => unknown) =>
      (event?: SyntheticEvent): void => {
        event?.preventDefault();
        if (running.current) return;
        running.current = true;
        const { busyAfterMs } = options;
        let showBusy: ReturnType<typeof setTimeout> | undefined;
        if (busyAfterMs === undefined) setBusy(true);
        else showBusy = setTimeout(setBusy, busyAfterMs, true);
        void (async () => {
          let leaving = false;
          try {
            leaving = (await handler(values)) === true;
          } finally {
            if (!leaving) {
              clearTimeout(showBusy);
              running.current = false;
              setBusy(false);
            }
          }
        })();
      },
  };
}

/** A form's state as a part that shows some of its fields receives it. */
export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
