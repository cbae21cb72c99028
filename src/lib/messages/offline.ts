/**
 * Swedish texts for using the site without a connection: the offline page (`OFFLINE_PAGE`, only the
 * page's HTML uses it) and the notices the islands show (`OFFLINE`, in their scripts).
 */
export const OFFLINE_PAGE = {
  pageTitle: 'Du är offline',
  pageDescription: 'Sidan kunde inte hämtas utan internetanslutning. Här är det som finns sparat på enheten.',
  pageLead:
    'Sidan du försökte öppna har inte sparats på den här enheten och kan inte hämtas utan internetanslutning. Det här fungerar ändå:',
  toolsHeading: 'Verktyg som fungerar offline',
  /** The tools that work offline once opened with a connection; those kept on the device are shown. */
  tools: [
    { href: '/meal-plan', label: 'Din måltidsplan med recept och inköpslista' },
    { href: '/create-workout-plan', label: 'Ditt senaste träningsschema' },
    { href: '/training-log', label: 'Träningsdagboken' },
    { href: '/weight', label: 'Vikt och energi' },
    { href: '/meal-planning', label: 'Skapa en ny måltidsplan' },
    { href: '/calorie-calculator', label: 'Kaloriräknaren' },
  ],
  noTools:
    'Inga verktyg är sparade ännu. Ett verktyg fungerar offline när du har öppnat det en gång med uppkoppling.',
  readHeading: 'Artiklar och guider du har läst',
  noneRead: 'Inga artiklar eller guider är sparade ännu. De sparas när du läser dem med uppkoppling.',
} as const;

export const OFFLINE = {
  /** The notice on a meal plan generated with no connection (stored with the plan's notes). */
  mealPlanMadeOffline:
    'Planen skapades utan internetanslutning, med webbläsarens egen generator. Du kan spara den när du är uppkopplad igen.',
} as const;
