/** What the logs (training, weight) say about where they are kept and how their syncing goes. */

/** How a log names its rows: "1 vägning", "3 vägningar". */
export interface LogNoun {
  one: string;
  many: string;
}

const count = (n: number, noun: LogNoun) => `${n} ${n === 1 ? noun.one : noun.many}`;
const changes = (n: number) => (n === 1 ? '1 ändring' : `${n} ändringar`);

export const LOG_SYNC = {
  deviceOnly: 'Sparas bara på den här enheten.',
  signInToKeep: 'Logga in för att spara i ditt konto',
  saved: 'Sparat i ditt konto.',
  sending: 'Skickar till ditt konto …',
  offline: (n: number) =>
    `${changes(n)} väntar på att skickas till ditt konto. ${n === 1 ? 'Den' : 'De'} finns kvar på enheten och skickas när anslutningen är tillbaka.`,
  retry: 'Försök igen',
  signedOut: (n: number) =>
    `Du är inte längre inloggad: ${changes(n)} väntar på enheten tills du loggar in igen.`,
  signIn: 'Logga in igen',
  consentHeading: 'Samtycke till hälsouppgifter',
  consentText:
    'Vikt och träning är hälsouppgifter, känsliga personuppgifter. Vi sparar dem i ditt konto bara med ditt samtycke; tills dess finns de kvar på enheten.',
  consentButton: 'Jag samtycker – spara i mitt konto',
  consentBusy: 'Sparar samtycket …',
  consentHint: 'Du kan återkalla samtycket i din profil när som helst; då raderas uppgifterna ur kontot.',
  consentFailed: 'Samtycket kunde inte sparas. Kontrollera anslutningen och försök igen.',
  privacyLink: 'Så hanterar vi dina uppgifter',
  refused: (n: number) =>
    `${changes(n)} kunde inte sparas i kontot eftersom ${n === 1 ? 'värdet' : 'värdena'} inte godtogs. Det som visas här är det som finns i kontot.`,
  cap: 'Dagboken i ditt konto är full. Ta bort gamla poster för att kunna spara nya.',
  discarded: (n: number, noun: LogNoun) =>
    `${count(n, noun)} på enheten gick inte att läsa och togs bort. Resten finns kvar.`,
  offer: (n: number, noun: LogNoun) =>
    `På den här enheten finns ${count(n, noun)} som sparades när ingen var inloggad. Vill du flytta ${n === 1 ? 'den' : 'dem'} till ditt konto?`,
  move: 'Flytta till mitt konto',
  keep: 'Behåll på enheten',
  moved: (n: number, noun: LogNoun) => `${count(n, noun)} flyttades till ditt konto.`,
} as const;
