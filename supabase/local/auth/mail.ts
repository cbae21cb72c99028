import type { OutgoingMail } from '../inbox/inbox.ts';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-up confirmation e-mail, in Swedish like the rest of the product. */
export function confirmationMail(
  to: string,
  displayName: string | undefined,
  link: string,
  validForSeconds: number,
): OutgoingMail {
  const validity = `Länken gäller i ${validityText(validForSeconds)}.`;
  const greeting =
    displayName !== undefined && displayName.trim() !== '' ? `Hej ${displayName.trim()}!` : 'Hej!';
  const text = [
    greeting,
    '',
    'Tack för att du skapade ett konto hos Hälsoplaneraren. Öppna länken nedan för att bekräfta din e-postadress och logga in:',
    '',
    link,
    '',
    `${validity} Har du inte skapat något konto kan du bortse från det här meddelandet.`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Tack för att du skapade ett konto hos Hälsoplaneraren. Klicka på knappen för att bekräfta din e-postadress och logga in.</p>
<p><a href="${escapeHtml(link)}">Bekräfta e-postadressen</a></p>
<p>${validity} Har du inte skapat något konto kan du bortse från det här meddelandet.</p>`;
  return { to, subject: 'Bekräfta din e-postadress', text, html, links: [link] };
}

/** The password-recovery e-mail. */
export function recoveryMail(to: string, link: string, validForSeconds: number): OutgoingMail {
  const validity = `Länken gäller i ${validityText(validForSeconds)} och kan bara användas en gång.`;
  const text = [
    'Hej!',
    '',
    'Någon (förhoppningsvis du) har bett om att få välja ett nytt lösenord till ditt konto hos Hälsoplaneraren. Öppna länken nedan för att logga in och välja ett nytt lösenord:',
    '',
    link,
    '',
    `${validity} Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord ändras inte.`,
  ].join('\n');
  const html = `<p>Hej!</p>
<p>Någon (förhoppningsvis du) har bett om att få välja ett nytt lösenord till ditt konto hos Hälsoplaneraren.</p>
<p><a href="${escapeHtml(link)}">Välj ett nytt lösenord</a></p>
<p>${validity} Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord ändras inte.</p>`;
  return { to, subject: 'Återställ ditt lösenord', text, html, links: [link] };
}

/**
 * To the owner of an address someone tried to create an account with: the sign-up page answers
 * that stranger as for a new address, so only the owner learns of it, here.
 */
export function accountExistsMail(to: string, loginLink: string): OutgoingMail {
  const text = [
    'Hej!',
    '',
    'Någon (förhoppningsvis du) försökte just skapa ett konto hos Hälsoplaneraren med den här e-postadressen. Du har redan ett konto, så inget nytt skapades.',
    '',
    'Logga in här (har du glömt lösenordet kan du välja ett nytt från inloggningssidan):',
    '',
    loginLink,
    '',
    'Var det inte du kan du bortse från meddelandet; ditt konto är oförändrat.',
  ].join('\n');
  const html = `<p>Hej!</p>
<p>Någon (förhoppningsvis du) försökte just skapa ett konto hos Hälsoplaneraren med den här e-postadressen. Du har redan ett konto, så inget nytt skapades.</p>
<p><a href="${escapeHtml(loginLink)}">Logga in</a> (har du glömt lösenordet kan du välja ett nytt från inloggningssidan).</p>
<p>Var det inte du kan du bortse från meddelandet; ditt konto är oförändrat.</p>`;
  return { to, subject: 'Du har redan ett konto hos Hälsoplaneraren', text, html, links: [loginLink] };
}

/** "en timme", "2 timmar", "15 minuter": how long a link stays valid, in Swedish. */
function validityText(seconds: number): string {
  if (seconds === 3600) return 'en timme';
  if (seconds % 3600 === 0) return `${seconds / 3600} timmar`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'en minut' : `${minutes} minuter`;
}
