import { describe, expect, it } from 'vitest';

import {
  BIDI_MESSAGE,
  PLAIN_TEXT_MESSAGE,
  hasUnsafeCharacters,
  joinLines,
  plainLineError,
} from '@shared/schemas/plain-text.ts';
import { planDescriptionSchema, planNameSchema } from '@shared/schemas/saved-plan.ts';

import { displayNameText, loginSchema, newPasswordSchema, signupSchema } from '@/lib/forms/auth-form';
import { profileFormSchema } from '@/lib/forms/profile-form';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('plain text in names and descriptions', () => {
  it('refuses CR/LF, other control characters and every bidi override in a plan name, in Swedish', () => {
    for (const name of ['Plan\r\nX-WR-CALNAME:Falsk', 'Plan\nB', 'Plan\u0007', 'Plan\t1', 'Plan\u0085']) {
      expect(issues(planNameSchema.safeParse(name)), JSON.stringify(name)).toEqual([PLAIN_TEXT_MESSAGE]);
    }
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const name = `Plan ${String.fromCodePoint(code)}x`;
      expect(issues(planNameSchema.safeParse(name)), code.toString(16)).toEqual([BIDI_MESSAGE]);
      expect(hasUnsafeCharacters(name)).toBe(true);
    }
  });

  it('keeps punctuation, emoji and right-to-left letters, and trims', () => {
    expect(planNameSchema.parse('  Veckans plan – åäö, "citat"; 😀 עברית  ')).toBe(
      'Veckans plan – åäö, "citat"; 😀 עברית',
    );
    expect(plainLineError('Ann-Britt Ö')).toBeUndefined();
    expect(issues(planNameSchema.safeParse('   '))).toEqual(['Ange ett namn']);
    expect(issues(planNameSchema.safeParse('x'.repeat(201)))).toEqual(['Namnet får vara högst 200 tecken']);
  });

  it('joins a description’s typed lines with spaces, and refuses its other control characters', () => {
    expect(joinLines('Rad ett\r\n\r\nrad två\rrad tre\u2028slut ')).toBe('Rad ett rad två rad tre slut');
    expect(planDescriptionSchema.parse('Lugn vecka\nmycket grönt')).toBe('Lugn vecka mycket grönt');
    expect(planDescriptionSchema.parse('  \n ')).toBeNull();
    expect(planDescriptionSchema.parse(null)).toBeNull();
    expect(issues(planDescriptionSchema.safeParse('Lugn\u0000 vecka'))).toEqual([PLAIN_TEXT_MESSAGE]);
    expect(issues(planDescriptionSchema.safeParse('Lugn \u202Evecka'))).toEqual([BIDI_MESSAGE]);
  });

  it('refuses the same in display names, at sign-up and in the profile', () => {
    expect(issues(displayNameText.safeParse('Eve\u202E'))).toEqual([BIDI_MESSAGE]);
    const signup = signupSchema.safeParse({
      email: 'a@example.com',
      password: 'atta-tecken',
      displayName: 'A\nB',
    });
    expect(issues(signup)).toEqual([PLAIN_TEXT_MESSAGE]);
    const profile = profileFormSchema.safeParse({ displayName: 'Ann\u2067', weight: '', height: '' });
    expect(issues(profile)).toEqual([BIDI_MESSAGE]);
    expect(profileFormSchema.safeParse({ displayName: 'Ann', weight: '', height: '' }).success).toBe(true);
  });
});

describe('passwords', () => {
  it('a new password needs 8 characters, with a Swedish message; signing in takes any length', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '1234567' }))).toEqual([
      'Lösenordet måste vara minst 8 tecken',
    ]);
    expect(newPasswordSchema.safeParse({ password: '12345678' }).success).toBe(true);
    const signup = signupSchema.safeParse({ email: 'a@example.com', password: 'sju1234', displayName: 'A' });
    expect(issues(signup)).toEqual(['Lösenordet måste vara minst 8 tecken']);
    // An account made when 6 characters were enough still signs in.
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'sex123' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ email: 'a@example.com', password: '' }))).toEqual([
      'Ange ett lösenord',
    ]);
  });
});
