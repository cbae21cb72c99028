import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server-rendered HTML and while the island hydrates, true from then on (and at once
 * in a part mounted later, such as a dialog). `Form` uses it to stay `inert` until React owns its
 * fields; an island also uses it where its first client frame must match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
