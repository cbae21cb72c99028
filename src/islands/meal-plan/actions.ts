/**
 * What the meal plan needs only when the user saves: the insert, the health-data consent (read
 * and given; their failures say their `kind`). supabase-js and the profile schemas come with
 * it, so the page's first load neither carries nor builds them; the dialog loads this when it opens.
 */
export { insertMealPlan } from '@/lib/supabase/meal-plans';
export { giveHealthDataConsent, loadHealthDataConsent } from '@/lib/supabase/profile';
