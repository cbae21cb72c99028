/** Swedish toasts of a meal plan's generation (the meal form's submit), shown as the plan opens. */
export const MEAL_GENERATION = {
  generated: 'Din måltidsplan är genererad!',
  aiGenerated: 'Din AI-genererade måltidsplan är redo!',
  aiFallback: 'AI-generering misslyckades. Använder backup-generator för din måltidsplan.',
} as const;
