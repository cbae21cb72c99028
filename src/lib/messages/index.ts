/**
 * Every text a user reads in the interactive parts, in Swedish, in one module (one file per area).
 * Content pages keep their texts in their .astro and .mdx files.
 */
export { AUTH, AUTH_ERROR_CODES, PROFILE } from './auth';
export { COMMON } from './common';
export { CALCULATOR } from './calculator';
export { DIET_DESCRIPTIONS, GOAL_SPLITS, MEAL_FORM } from './meal-form';
export { MEAL_PLAN, SAVE_MEAL_PLAN, SHOPPING } from './meal-plan';
export { MY_PLANS } from './my-plans';
export { CALENDAR, DURATION_LABELS, FREQUENCY_LABELS, SCHEDULE, WORKOUT } from './workout';
export { OFFLINE } from './offline';
export { SEARCH } from './search';
