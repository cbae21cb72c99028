import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

/**
 * Code an island needs only when the user acts (form schemas, supabase-js, generators), loaded once
 * through `load`. Offline the import fails: the user is told in Swedish, nothing they typed is lost,
 * the call resolves undefined, and the next call tries again.
 */
export function loadOnDemand<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  let loading: Promise<T> | undefined;
  return async () => {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = undefined;
      toast.error(COMMON.offline);
      return undefined;
    }
  };
}
