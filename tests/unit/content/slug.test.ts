import { describe, expect, it } from 'vitest';

import { anchorId } from '@/lib/content/slug';

describe('anchorId', () => {
  it('turns Swedish exercise names into ASCII anchors', () => {
    expect(anchorId('Knäböj')).toBe('knaboj');
    expect(anchorId('Chins och pullups')).toBe('chins-och-pullups');
    expect(anchorId(' Åtta övningar – bål! ')).toBe('atta-ovningar-bal');
  });
});
