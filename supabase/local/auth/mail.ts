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

/** "en timme", "2 timmar", "15 minuter": how long a link stays valid, in Swedish. */
function validityText(seconds: number): string {
  if (seconds === 3600) return 'en timme';
  if (seconds % 3600 === 0) return `${seconds / 3600} timmar`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'en minut' : `${minutes} minuter`;
}
