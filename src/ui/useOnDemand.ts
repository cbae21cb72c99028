import { startTransition, useEffect, useState } from 'react';

import type { Loader } from './on-demand';

/**
 * The module of `loader` for rendering: undefined in the server-rendered HTML and until it has
 * loaded after mount (and while `when` is false). Pass a module-level loader made by
 * `loadOnDemand`, so every render asks for the same one; `quiet` for a part the page works without.
 * The part a module brings is drawn as a transition, which React splits into short slices, letting a
 * tap or a keystroke go first (a Näringsöversikt arriving under a week of recipes was one long task);
 * the page shown until then stays as it is meanwhile.
 */
export function useOnDemand<T extends object>(loader: Loader<T>, when = true, quiet = false): T | undefined {
  const [module, setModule] = useState<T>();
  useEffect(() => {
    // Set after unmount is a no-op in React 18+; a module is an object, never a state updater.
    if (when) void loader({ quiet }).then((loaded) => startTransition(() => setModule(loaded)));
  }, [loader, when, quiet]);
  return module;
}
