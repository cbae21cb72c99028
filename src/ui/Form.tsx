import type { ComponentProps } from 'react';

import { useHydrated } from './useHydrated';

/**
 * Every form of every island. It is `inert` until the island has hydrated: the server-rendered
 * fields show at once, but nothing can be typed, ticked or chosen into them before React owns them.
 *
 * Why inert, and not uncontrolled inputs that keep what was typed: hydration resets what React
 * controls (the value of a controlled field, a ticked box, a chosen radio or option), and the
 * islands' fields are controlled because they are checked as the visitor types and show or hide
 * parts as choices are made. Inert is one rule for every kind of field, costs nothing once
 * hydrated, and a person never sees a choice silently undone: they see a field that is not ready
 * yet, for the moment an island takes to hydrate. The forms check their fields
 * themselves (`noValidate`) and say what is wrong in Swedish.
 */
export function Form(props: Omit<ComponentProps<'form'>, 'inert' | 'noValidate'>) {
  const hydrated = useHydrated();
  return <form {...props} noValidate inert={!hydrated} />;
}
