/**
 * `npm run new-article -- <slug> [--dir <content dir>]`: writes `content/articles/<slug>.mdx` with
 * every frontmatter field, a placeholder hero (`images/<slug>.svg`), a review log entry saying the
 * text is not yet fact-checked, and the MDX vocabulary (Card, ResearchBox, Fact, SourceList). The
 * skeleton passes the article schema and starts as a draft (`draft: true`): `npm run dev` shows it,
 * a production build leaves it out everywhere until the line is deleted; the published-article bar
 * in `npm test` (sources, reading time) applies from then on. `--dir` writes into
 * another articles folder (the tests use a temporary one).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { ARTICLE_CATEGORIES, ARTICLE_LABELS, SLUG_PATTERN } from '../src/lib/content/article-schema.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: 'content/articles' } },
});
const [slug] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (slug === undefined || positionals.length !== 1) {
  fail('Usage: npm run new-article -- <slug>   (kebab-case, e.g. sleep-and-stress)');
}
if (!SLUG_PATTERN.test(slug)) {
  fail(`"${slug}" is not a valid slug: use lower-case words joined by "-", e.g. sleep-and-stress.`);
}

const dir = resolve(values.dir);
const file = join(dir, `${slug}.mdx`);
const hero = join(dir, 'images', `${slug}.svg`);
for (const path of [file, hero]) {
  if (existsSync(path)) fail(`${relative(process.cwd(), path)} already exists; choose another slug.`);
}

const today = new Date().toISOString().slice(0, 10);

const frontmatter = `---
title: "Arbetsrubrik: skriv artikelns rubrik här"
lead: "En eller två meningar som sammanfattar artikeln. Visas under rubriken, på korten och i sökmotorer."
category: ${ARTICLE_CATEGORIES[0]} # ${ARTICLE_CATEGORIES.join(' | ')}: the home column
label: ${ARTICLE_LABELS[1]} # ${ARTICLE_LABELS.join(' | ')}
order: 99 # position in the column, 1 = top
hero:
  src: ./images/${slug}.svg # placeholder: replace with the real illustration (SVG, PNG, JPEG or WebP)
  alt: "Platshållare: beskriv bilden på svenska för den som inte ser den."
published: ${today}
reviews: # oldest first; the page shows the latest as "Granskad …, ändrat: …"
  - date: ${today}
    note: "ändrat: första utkastet, ännu inte faktagranskat"
sources: # at least 4 before publishing; a paper names its authors: "Titel (Efternamn AB m.fl.)"
  - title: "Rekommendationer om fysisk aktivitet för vuxna"
    publisher: "FYSS / Svenska Läkaresällskapet"
    year: 2021
    url: https://www.fyss.se/for-vuxna/
    # doi: 10.xxxx/yyyy (without https://doi.org/)
related: [] # slugs of other articles
draft: true # shown by npm run dev only; delete this line to publish
---
`;

const body = `
Inledande stycke i vanlig markdown. Återkommande siffror skrivs med \`<Fact>\`, till exempel
<Fact id="activity.moderate" /> i veckan (id:n finns i src/lib/content/facts.ts), och en studie som
nämns med år, som FYSS 2021, ska finnas bland källorna.

## Första rubriken

<Card title="Det viktigaste i korthet">

- En punktlista inuti ett kort.
- Tomma rader runt listan behövs för att markdown ska tolkas.

</Card>

<ResearchBox title="Valfri rubrik under märket Ny forskning 2024">

Vad en ny studie visar, i markdown.

</ResearchBox>

## Källor

<SourceList />
`;

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <rect width="1200" height="675" fill="#effaf5"/>
  <circle cx="600" cy="300" r="150" fill="#d8f3e6" stroke="#1f9d6b" stroke-width="8"/>
  <text x="600" y="540" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#16805a">Platshållare för ${slug}</text>
</svg>
`;

mkdirSync(join(dir, 'images'), { recursive: true });
writeFileSync(hero, placeholder);
writeFileSync(file, frontmatter + body);
console.log(`Wrote ${relative(process.cwd(), file)} and ${relative(process.cwd(), hero)}.`);
