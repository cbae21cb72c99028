/** Swedish texts used across the site (spec §8 where it names them). */
export const COMMON = {
  unexpected: 'Ett oväntat fel uppstod',
  offline: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
  serverBusy: 'Servern svarar inte just nu. Försök igen om en stund.',
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
