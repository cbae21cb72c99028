import { describe, expect, it } from 'vitest';

import {
  countMdxWords,
  countTextWords,
  formatReadingTime,
  mdxToReadableText,
  readingMinutes,
} from '@/lib/content/reading-time';

describe('readingMinutes', () => {
  it('rounds up at 200 words per minute', () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(2400)).toBe(12);
    expect(readingMinutes(4399)).toBe(22);
  });

  it('gives 0 minutes for an empty body', () => {
    expect(readingMinutes(0)).toBe(0);
  });

  it('is labelled in Swedish', () => {
    expect(formatReadingTime(14)).toBe('14 min läsning');
  });
});

describe('countTextWords', () => {
  it('counts tokens with letters or digits, not punctuation on its own', () => {
    expect(countTextWords('Ät minst 500 g – helst mer!  Sömn, åtta timmar.')).toBe(9);
  });
});

describe('countMdxWords', () => {
  it('counts what the reader sees in a card, a research box and a list', () => {
    const body = [
      '## Varför sömnen spelar roll',
      '',
      'Sov **gott** i ett [svalt rum](https://example.se/rum).',
      '',
      '<Card title="Tre enkla vanor">',
      '- Gå och lägg dig i tid',
      '- Mörka rummet',
      '</Card>',
      '',
      '<ResearchBox>',
      'En studie från 2024 visar detta.',
      '</ResearchBox>',
      '',
      '1. Först',
      '2. Sedan',
      '',
      '<SourceList />',
    ].join('\n');
    // heading 4 + sentence 6 + card title 3 + bullets 6 + 2 + research box 6 + numbered 1 + 1
    expect(countMdxWords(body)).toBe(29);
  });

  it('ignores imports, comments, images and code fences', () => {
    const body = [
      "import Foo from './foo.astro';",
      '{/* intern anteckning som inte visas */}',
      '![bild på en tallrik](./images/x.svg)',
      '```',
      'kod som inte räknas',
      '```',
      'Två ord.',
    ].join('\n');
    expect(countMdxWords(body)).toBe(2);
  });

  it('keeps the title attribute of a component and drops its tag name', () => {
    expect(mdxToReadableText('<Card title="Protein i varje mål">x</Card>').trim()).toBe(
      'Protein i varje mål x',
    );
  });
});
