import { beforeEach, describe, expect, it } from 'vitest';

import {
  FLASH_TOASTS_KEY,
  keepFlashToasts,
  restoreFlashToasts,
  takeFlashToasts,
  toFlashToast,
} from '@/stores/flash-toasts';
import { $toasts, TOAST_LIMIT, dismissToast, toast } from '@/stores/toasts';

/** A Map-backed Storage, like sessionStorage. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('toast store', () => {
  beforeEach(() => {
    for (const item of $toasts.get()) dismissToast(item.id);
  });

  it(`keeps the ${TOAST_LIMIT} newest toasts`, () => {
    for (const title of ['1', '2', '3', '4']) toast.success(title);
    expect($toasts.get().map((item) => item.title)).toEqual(['4', '3', '2']);
  });

  it('hands visible toasts to the next page once, in order', () => {
    const storage = new MemoryStorage();
    toast.success('Din måltidsplan är genererad!');
    toast.destructive('Fel', 'Det gick inte att generera träningsschemat. Försök igen.');
    keepFlashToasts(storage, $toasts.get());
    for (const item of $toasts.get()) dismissToast(item.id);

    restoreFlashToasts(storage);
    expect($toasts.get().map((item) => [item.variant, item.title])).toEqual([
      ['destructive', 'Fel'],
      ['success', 'Din måltidsplan är genererad!'],
    ]);
    expect(storage.getItem(FLASH_TOASTS_KEY)).toBeNull();
  });
});

describe('stored toast values are checked', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"title":"x"}'],
    ['an unknown variant', '[{"variant":"html","title":"x","remainingMs":10}]'],
    ['an empty title', '[{"variant":"success","title":"","remainingMs":10}]'],
    ['a negative time', '[{"variant":"success","title":"x","remainingMs":-1}]'],
    ['a non-text description', '[{"variant":"info","title":"x","description":5,"remainingMs":10}]'],
  ])('drops %s without throwing', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(FLASH_TOASTS_KEY, raw);
    expect(takeFlashToasts(storage)).toEqual([]);
    expect(storage.getItem(FLASH_TOASTS_KEY)).toBeNull();
  });

  it('keeps the good entries of a partly bad list and caps the time', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      FLASH_TOASTS_KEY,
      '[{"variant":"success","title":"Bra","remainingMs":999999},{"variant":"bad","title":"x","remainingMs":1}]',
    );
    expect(takeFlashToasts(storage)).toEqual([{ variant: 'success', title: 'Bra', remainingMs: 60_000 }]);
  });

  it('rejects a non-object event detail', () => {
    expect(toFlashToast('hej')).toBeUndefined();
    expect(toFlashToast(null)).toBeUndefined();
  });
});
