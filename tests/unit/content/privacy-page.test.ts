import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** The privacy page's text as a reader sees it (tags, expressions and line breaks folded away). */
const source = readFileSync(new URL('../../../src/pages/integritet.astro', import.meta.url), 'utf8');
const contact = /const contact = '([^']+)'/.exec(source)?.[1] ?? '';
const text = source
  .split('---')
  .slice(2)
  .join('---')
  .replace(/\{`mailto:\$\{contact\}`\}|\{contact\}/g, contact)
  .replace(/\{' '\}/g, ' ')
  .replace(/<[^>]+>/g, '')
  .replace(/&amp;/g, '&')
  .replace(/\s+/g, ' ');

describe('the privacy page (GDPR art. 13)', () => {
  it('names the data controller and how to reach them', () => {
    expect(contact).toBe('integritet@halsoplaneraren.se');
    expect(text).toContain('Personuppgiftsansvarig är Hälsoplaneraren');
    expect(text).toContain('mejla oss på integritet@halsoplaneraren.se');
    expect(source).toContain('href={`mailto:${contact}`}');
  });

  it('states purposes, legal bases, recipients, retention, rights and the right to complain to IMY', () => {
    for (const part of [
      'art. 6.1 b', // contract: the account and saved plans
      'art. 9.2 a', // explicit consent: health data
      'art. 6.1 f', // legitimate interest: abuse protection
      'specifika mål', // the workout plan's goals are health data too
      'personuppgiftsbiträden',
      'raderas efter högst två dygn',
      'Säkerhetskopior av databasen finns kvar i högst 7 dagar',
      'art. 15 och 20',
      'art. 16',
      'art. 17',
      'art. 7.3',
      'art. 18 och 21',
      'Integritetsskyddsmyndigheten',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('holds no placeholder', () => {
    expect(text).not.toMatch(/\[[^\]]*\]|TODO|XXX|lorem|exempel\.se|example\.com/i);
  });
});
