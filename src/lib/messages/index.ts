/**
 * Every text a user reads in the interactive parts, in Swedish, in one module (one file per area).
 * Content pages keep their texts in their .astro and .mdx files.
 */
export { AUTH, AUTH_ERROR_CODES } from './auth';
export { PROFILE } from './profile';
export { COMMON } from './common';
export { CALCULATOR } from './calculator';
export { DIET_DESCRIPTIONS, GOAL_SPLITS, MEAL_FORM, MEAL_PLANNING_INFO } from './meal-form';
export { MEAL_GENERATION } from './meal-generation';
export { unknownRestrictions } from './restrictions';
export { MEAL_PLAN, SAVE_MEAL_PLAN, SHOPPING } from './meal-plan';
export { MY_PLANS } from './my-plans';
export { CALENDAR, PAIN_CARE, SCHEDULE, WORKOUT } from './workout';
export { DURATION_LABELS, FREQUENCY_LABELS, WORKOUT_FORM } from './workout-form';
export { OFFLINE } from './offline';
export { SEARCH } from './search';
export { RECIPE_HUB } from './recipes';
export { LOG_SYNC, type LogNoun } from './log-sync';
export {
  WEIGHT_BODY,
  WEIGHT_CARE,
  WEIGHT_CSV,
  WEIGHT_ENERGY,
  WEIGHT_FILE,
  WEIGHT_LIST,
  WEIGHT_TREND,
} from './weight';
export { WEIGHT_FORM, WEIGHT_PAGE } from './weight-form';
