import type { MealPlan } from '@shared/schemas/meal-plan.ts';
import type { ShoppingList } from '@shared/shopping-list.ts';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { STORED } from '@/lib/storage/keys';
import { SHOPPING as T } from '@/lib/messages/meal-plan';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { loadOnDemand } from '@/ui/on-demand';
import { useOnDemand } from '@/ui/useOnDemand';

import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import { afterNextPaint } from '@/lib/slices';

/** The list's builder and the food catalogue, loaded when the tab opens. */
const loadShoppingList = loadOnDemand(() => import('@shared/shopping-list.ts'));

/** People: below 1 becomes 1, above 12 becomes 12; empty text stays empty while typing. */
function clampPeopleText(text: string): string {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n)) return text.trim() === '' ? '' : '1';
  return String(Math.min(12, Math.max(1, Math.floor(n))));
}

/** The list as plain text for 'Kopiera lista'. */
function listText(list: ShoppingList): string {
  const lines = [T.textTitle(list.people), ''];
  for (const group of list.groups) {
    lines.push(`${group.label} (${group.estimated_cost})`);
    for (const item of group.items) lines.push(`- ${item.name}: ${item.quantity} (${item.estimated_cost})`);
    lines.push('');
  }
  lines.push(`${T.total}: ${list.estimated_cost}`);
  return lines.join('\n');
}

const lineKey = (name: string, food: number | undefined) => (food === undefined ? name : String(food));

/**
 * One line of the list with its check box. Drawn again only when its own text or tick changes, so
 * checking off one line draws one line, not the whole list.
 */
const ShoppingLine = memo(function ShoppingLine({
  id,
  name,
  quantity,
  cost,
  on,
  onToggle,
}: {
  id: string;
  name: string;
  quantity: string;
  cost: string;
  on: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-1.5">
      <label className="flex flex-1 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onToggle(id, event.currentTarget.checked)}
          className="size-4 accent-brand-700"
        />
        <span className={on ? 'text-muted line-through' : ''}>
          {name} <span className="text-muted">{quantity}</span>
        </span>
      </label>
      <span className="tabular-nums">{cost}</span>
    </li>
  );
});

/**
 * The Inköpslista tab: built from the plan shown, merged per food and unit, for 1–12 people (below 1
 * becomes 1, above 12 becomes 12; kept with the plan through `onPeople`), grouped in the five categories (Mellanmål only with snacks), costs and total scaled, check-off kept across
 * reloads, copy as plain text. The builder and the food catalogue load when the tab opens.
 */
export function ShoppingListPanel({
  plan,
  people: keptPeople,
  onPeople,
}: {
  plan: MealPlan;
  /** The number of people kept with the plan. */
  people: number;
  /** A new number of people was entered (1–12): keep it with the plan. */
  onPeople: (people: number) => void;
}) {
  const builder = useOnDemand(loadShoppingList);
  const [peopleText, setPeopleText] = useState(String(keptPeople));
  // Another tab changed the number kept with the plan; an empty field being typed in stays empty.
  useEffect(() => {
    setPeopleText((text) => (text === '' || Number(text) === keptPeople ? text : String(keptPeople)));
  }, [keptPeople]);
  const changePeople = (text: string) => {
    setPeopleText(text);
    if (text !== '' && Number(text) !== keptPeople) onPeople(Number(text));
  };
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  // Web Share (phones): known only in the browser, so decided after hydration.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  useEffect(() => {
    const stored = readChecks(plan);
    if (stored.discarded) toast.info(COMMON.storedValueDiscarded);
    setChecked(stored.checked);
    // A line checked off in another tab (the list open on two screens) shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED.shoppingChecked.key) setChecked(readChecks(plan).checked);
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [plan]);

  const people = peopleText === '' ? 1 : Number(peopleText);
  const list = useMemo(() => builder?.buildShoppingList(plan, people), [builder, plan, people]);

  // The ticks and the plan as they are now, for a toggle that stays the same function (so the lines
  // not toggled are not drawn again).
  const current = useRef({ checked, plan });
  current.current = { checked, plan };
  const toggle = useCallback((key: string, on: boolean) => {
    const next = new Set(current.current.checked);
    if (on) next.add(key);
    else next.delete(key);
    current.current = { ...current.current, checked: next };
    setChecked(next);
    // Kept once the tick is on screen (or at once should the page be left first).
    const forPlan = current.current.plan;
    afterNextPaint(() => {
      if (!writeChecks(forPlan, next)) toast.error(COMMON.storageFull);
    });
  }, []);

  const copy = async () => {
    if (list === undefined) return;
    try {
      await navigator.clipboard.writeText(listText(list));
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };

  const share = async () => {
    if (list === undefined) return;
    try {
      await navigator.share({ title: T.shareTitle, text: listText(list) });
    } catch (error) {
      // Closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(T.shareFailed);
    }
  };

  return (
    <section aria-labelledby="shopping-heading">
      {/* The heading is kept with the list when printed (never alone at the foot of a page). */}
      <div className="flex break-after-avoid flex-wrap items-end justify-between gap-4">
        <h2 id="shopping-heading" className="break-after-avoid text-xl font-semibold">
          {T.heading}
        </h2>
        <div className="flex flex-wrap items-end gap-3" data-print-hidden>
          <Field
            label={T.people}
            hint={T.peopleHint}
            type="number"
            name="people"
            min={1}
            max={12}
            step={1}
            inputMode="numeric"
            value={peopleText}
            onChange={(event) => changePeople(clampPeopleText(event.currentTarget.value))}
            onBlur={() => {
              if (peopleText === '') changePeople('1');
            }}
            className="w-40"
          />
          {canShare && (
            <Button onClick={() => void share()} disabled={list === undefined}>
              {T.share}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void copy()} disabled={list === undefined}>
            {T.copy}
          </Button>
        </div>
      </div>
      <p className="mt-1 hidden break-after-avoid text-sm print:block">
        {T.textTitle(list?.people ?? people)}
      </p>
      {list === undefined ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {T.loading}
        </p>
      ) : list.groups.length === 0 ? (
        <p className="mt-4 text-sm">{T.empty}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted" data-print-hidden>
            {T.checkHint}
          </p>
          <div className="shopping-groups mt-4 grid gap-4 md:grid-cols-2">
            {list.groups.map((group) => (
              <section
                key={group.category}
                aria-labelledby={`shopping-${group.category}`}
                className="shopping-group contained min-w-0 rounded-lg border border-line bg-white p-4"
                data-testid="shopping-group"
              >
                <h3 id={`shopping-${group.category}`} className="font-semibold">
                  {group.label}
                </h3>
                <ul className="mt-2 divide-y divide-line text-sm">
                  {group.items.map((item) => {
                    const key = lineKey(item.name, item.food);
                    return (
                      <ShoppingLine
                        key={key}
                        id={key}
                        name={item.name}
                        quantity={item.quantity}
                        cost={item.estimated_cost}
                        on={checked.has(key)}
                        onToggle={toggle}
                      />
                    );
                  })}
                </ul>
                <p className="mt-2 text-right text-sm font-medium">
                  {T.subtotal}: {group.estimated_cost}
                </p>
              </section>
            ))}
          </div>
          <p className="mt-4 text-lg font-semibold" data-testid="shopping-total">
            {T.total}: {list.estimated_cost}
          </p>
          <p className="text-xs text-muted">{T.costNote}</p>
          {list.mealsWithoutIngredients > 0 && (
            <p className="mt-2 text-sm">{T.missingIngredients(list.mealsWithoutIngredients)}</p>
          )}
        </>
      )}
    </section>
  );
}
