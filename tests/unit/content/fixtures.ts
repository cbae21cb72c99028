/** A frontmatter object that satisfies the article schema; tests break one field at a time. */
export function validArticle(): Record<string, unknown> {
  return {
    title: 'Sömnhygien: så sover du bättre',
    lead: 'Goda sömnvanor går att träna upp. Här är det forskningen säger om rutiner, ljus och sovrummet.',
    category: 'Sömn',
    label: 'Guide 2024',
    order: 1,
    hero: { src: './images/sleep-hygiene.svg', alt: 'Ett mörkt sovrum med en måne i fönstret' },
    published: new Date('2024-03-12'),
    reviews: [
      { date: new Date('2024-09-01'), note: 'faktagranskning' },
      { date: new Date('2026-11-01'), note: 'ändrat: sovrumstemperaturen enligt HSLF-FS 2024:10' },
    ],
    sources: [
      {
        title: 'Nordic Nutrition Recommendations 2023',
        publisher: 'Nordiska ministerrådet',
        year: 2023,
        url: 'https://pub.norden.org/nord2023-003/',
        doi: '10.6027/nord2023-003',
      },
    ],
    related: ['sleep-cycles'],
  };
}
