import { useEffect, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

/** Whether a failed load is told to the user (the default) or passed over quietly. */
export interface LoadOptions {
  /** A prefetch, or a part the page works without: fail without a toast; the next call tries again. */
  quiet?: boolean;
}

/** A module loaded once on first use: undefined when it could not be loaded (offline). */
export type Loader<T> = (options?: LoadOptions) => Promise<T | undefined>;

/**
 * The one way islands load code they do not need for their first frame (form schemas, supabase-js,
 * generators, result views): `loadOnDemand(() => import('./actions'))`, called when the user acts
 * (or through `useOnDemand` when a part needs it to render). The module is loaded once. Offline the
 * import fails: the user is told in Swedish (unless `quiet`), nothing they typed is lost, the call
 * resolves undefined, and the next call tries again.
 */
export function loadOnDemand<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  return async ({ quiet = false } = {}) => {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = undefined;
      if (!quiet) toast.error(COMMON.offline);
      return undefined;
    }
  };
}

/**
 * The module of `loader` for rendering: undefined in the server-rendered HTML and until it has
 * loaded after mount (and while `when` is false); a result arriving after unmount is dropped.
 * Pass a module-level loader made by `loadOnDemand`, so every render asks for the same one.
 */
export function useOnDemand<T>(loader: Loader<T>, when = true, options?: LoadOptions): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  const quiet = options?.quiet === true;
  useEffect(() => {
    if (!when || loaded !== undefined) return;
    let live = true;
    void loader({ quiet }).then((module) => {
      if (live && module !== undefined) setLoaded({ module });
    });
    return () => {
      live = false;
    };
  }, [loader, when, loaded, quiet]);
  return loaded?.module;
}
