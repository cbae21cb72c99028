/** Swedish texts used across the site. */
export const COMMON = {
  unexpected: 'Ett oväntat fel uppstod',
  unexpectedText:
    'Den här delen av sidan kunde inte visas. Det du har sparat i webbläsaren finns kvar, så ladda om sidan och försök igen.',
  unexpectedTyped: 'Det du hade skrivit, så att du kan kopiera det:',
  reload: 'Ladda om sidan',
  offline: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
  loginRequiredTitle: 'Inloggning krävs',
  close: 'Stäng',
  cancel: 'Avbryt',
  save: 'Spara',
  saving: 'Sparar...',
  retry: 'Försök igen',
  required: 'Obligatoriskt fält',
  storedValueDiscarded:
    'En sparad uppgift i webbläsaren var skadad eller i ett gammalt format och har tagits bort.',
  storageFull: 'Webbläsarens lagring är full, så uppgifterna kunde inte sparas på enheten.',
} as const;

/** Where the catch-all of each island leads back to (src/ui/IslandBoundary.tsx): its hub. */
export const HUBS = {
  home: { href: '/', label: 'Tillbaka till startsidan' },
  nutrition: { href: '/nutrition', label: 'Tillbaka till kost' },
  workout: { href: '/workout-plan', label: 'Tillbaka till träning' },
} as const;
