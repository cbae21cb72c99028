/**
 * What the auth forms need only when submitted: the zod/mini form schemas and the supabase-js calls.
 * Imported dynamically, so /auth's first load is React and the form (tool pages: at most 80 KB gzip).
 */
export { emailSchema, loginSchema, newPasswordSchema, parseForm, signupSchema } from '@/lib/forms/auth-form';
export {
  requestPasswordReset,
  resendConfirmation,
  signIn,
  signUp,
  updatePassword,
} from '@/lib/supabase/auth';
export { finishRecovery } from '@/stores/session-events';
