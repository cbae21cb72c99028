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
 * (or through `useOnDemand` in ./useOnDemand.ts when a part needs it to render). The module is loaded once. Offline the
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
