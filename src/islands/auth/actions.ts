/**
 * What /auth needs only when a form is submitted or an e-mail link lands: the zod/mini form schemas,
 * the supabase-js calls and the session's settling. Imported dynamically, so
 * /auth's first load is React and the form (tool pages: at most 80 KB gzip).
 */
export { emailSchema, loginSchema, newPasswordSchema, signupSchema } from '@/lib/forms/auth-form';
export { parseForm } from '@/lib/forms/parse-form';
export {
  exchangeLinkCode,
  requestPasswordReset,
  resendConfirmation,
  signIn,
  signUp,
  updatePassword,
} from '@/lib/supabase/auth';
export { finishRecovery, settledSession } from '@/stores/session-events';
