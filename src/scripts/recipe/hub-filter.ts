/**
 * The /recipes filter: shows the cards that match every chosen filter (meal, diet, cuisine: the
 * card's space-separated values include the choice; time: at most that many minutes), says how
 * many, and keeps the choice in the address so it can be shared and survives a reload.
 */
import { RECIPE_HUB } from '@/lib/messages/recipes';

const FIELDS: Readonly<Record<string, string | undefined>> = { maltid: 'meal', kost: 'diet', kok: 'cuisine' };

/** True when a card with these data attributes matches the chosen filters. */
export function matches(card: DOMStringMap, chosen: ReadonlyMap<string, string>): boolean {
  for (const [name, value] of chosen) {
    if (value === '') continue;
    if (name === 'tid') {
      if (Number(card.time) > Number(value)) return false;
      continue;
    }
    const key = FIELDS[name];
    if (key !== undefined && !(card[key] ?? '').split(' ').includes(value)) return false;
  }
  return true;
}

export function filterRecipes(form: HTMLFormElement, fromAddress: boolean): void {
  const selects = [...form.querySelectorAll('select')];
  if (fromAddress) {
    const params = new URLSearchParams(location.search);
    for (const select of selects) {
      const value = params.get(select.name) ?? '';
      // A value the select does not offer (an old or mistyped address) leaves it at "Alla".
      select.value = [...select.options].some((option) => option.value === value) ? value : '';
    }
  }
  const chosen = new Map(selects.map((select) => [select.name, select.value]));
  let shown = 0;
  const cards = document.querySelectorAll<HTMLElement>('[data-recipe-card]');
  for (const card of cards) {
    const match = matches(card.dataset, chosen);
    card.hidden = !match;
    if (match) shown += 1;
  }
  const status = document.querySelector<HTMLElement>('[data-recipe-count]');
  if (status) status.textContent = RECIPE_HUB.shown(shown, cards.length);
  const none = document.querySelector<HTMLElement>('[data-recipe-none]');
  if (none) none.hidden = shown > 0;

  const params = new URLSearchParams();
  for (const [name, value] of chosen) if (value !== '') params.set(name, value);
  const query = params.toString();
  history.replaceState(history.state, '', query === '' ? location.pathname : `?${query}`);
}
