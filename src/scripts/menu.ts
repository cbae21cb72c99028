/**
 * Keeps each popover button's aria-expanded in step with its popover (the header's Meny). Opening,
 * closing, Escape, outside clicks and focus return are the browser's native popover behaviour.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[popovertarget]')) {
  button.popoverTargetElement?.addEventListener('toggle', (event) => {
    button.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  });
}
