import { describe, expect, it } from 'vitest';

import { SEARCH } from '@/lib/messages/search';

describe('the article search status line', () => {
  it('counts hits in Swedish, singular and plural', () => {
    expect(SEARCH.results(1, 'sömn')).toBe('1 träff');
    expect(SEARCH.results(3, 'sömn')).toBe('3 träffar');
  });

  it('names the words searched for when nothing matched', () => {
    expect(SEARCH.results(0, 'xyzzy')).toBe('Inga träffar för ”xyzzy”');
  });
});
