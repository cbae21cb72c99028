import { describe, expect, it } from 'vitest';

import { buildToc } from '@/lib/content/toc';

describe('buildToc', () => {
  it('lists the h2 headings in order and skips other levels', () => {
    const toc = buildToc([
      { depth: 2, slug: 'varför-sömn', text: 'Varför sömn?' },
      { depth: 3, slug: 'detalj', text: 'Detalj' },
      { depth: 2, slug: 'så-gör-du', text: 'Så gör du' },
      { depth: 1, slug: 'titel', text: 'Titel' },
    ]);
    expect(toc).toEqual([
      { id: 'varför-sömn', text: 'Varför sömn?' },
      { id: 'så-gör-du', text: 'Så gör du' },
    ]);
  });

  it('drops headings without an id and trims trailing hashes', () => {
    expect(
      buildToc([
        { depth: 2, slug: '', text: 'Utan id' },
        { depth: 2, slug: 'kost', text: 'Kost ##' },
      ]),
    ).toEqual([{ id: 'kost', text: 'Kost' }]);
  });
});
