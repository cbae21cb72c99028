import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock, where the browser has it): the browser drops
 * the lock when the tab is hidden, so it is taken again whenever the tab becomes visible.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    const controller = new AbortController();
    let sentinel: WakeLockSentinel | undefined;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (sentinel !== undefined && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (controller.signal.aborted) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, a hidden tab): the screen follows its own settings.
      }
    };
    void take();
    document.addEventListener('visibilitychange', () => void take(), { signal: controller.signal });
    return () => {
      controller.abort();
      void sentinel?.release();
    };
  }, [active]);
}
