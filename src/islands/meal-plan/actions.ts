/**
 * What the meal plan needs only when the user saves: the insert, the health-data consent (read
 * and given) and how their failures are told apart. supabase-js and the profile schemas come with
 * it, so the page's first load neither carries nor builds them; the dialog loads this when it opens.
 */
export { isNetworkError } from '@/lib/supabase/errors';
export { insertMealPlan } from '@/lib/supabase/meal-plans';
export { isPlanLimitError } from '@/lib/supabase/plan-limit';
export { giveHealthDataConsent, loadHealthDataConsent } from '@/lib/supabase/profile';
