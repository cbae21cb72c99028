/**
 * Opens the article search dialog. Closing needs no script: Escape, the "Stäng" button (a
 * method="dialog" form) and, where supported, a click outside (closedby="any"). The search itself
 * (./search-results.ts, then Pagefind) loads the first time the dialog opens.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-search]')) {
  let wired = false;
  root.querySelector('[data-search-open]')?.addEventListener('click', () => {
    root.querySelector('dialog')?.showModal();
    if (wired) return;
    wired = true;
    import('./search-results').then(
      ({ wireSearch }) => wireSearch(root),
      () => {
        wired = false;
      },
    );
  });
}
