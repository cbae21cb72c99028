/**
 * `client:painted`: hydrate an island once the page's first contentful paint is on screen (a tool
 * page's header, title, lead and the server-rendered form). With `client:load` the island's scripts
 * start downloading while the stylesheet that holds the first paint is still on its way, and on a
 * slow phone connection they share its bandwidth: the first paint waited for code that paints
 * nothing. After it they start at once, so the form is ready a moment later than before.
 *
 * The paint is the browser's own first-contentful-paint entry (the frame as shown, which comes a
 * little after the frame callback). A page in a background tab paints nothing until it is shown,
 * and a browser without paint timing cannot say: those hydrate straight away, and every page
 * hydrates after at most two seconds whatever happens.
 */
import type { ClientDirective } from 'astro';

const LATEST_MS = 2000;

const painted: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void (async () => {
      await (
        await load()
      )();
    })();
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, LATEST_MS);
};

export default painted;
