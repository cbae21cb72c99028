import type { ApiRequest, Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authBody, authError } from './errors.ts';
import { answerRequestedMail, linkRequest } from './links.ts';
import { sendConfirmation } from './signup.ts';

/**
 * POST /auth/v1/resend `{type: 'signup', email}` — sends the confirmation link again to an
 * unconfirmed address. Answers 200 for unknown, confirmed and unconfirmed addresses alike, also
 * within the address's cooldown or past the budget of requested e-mails (nothing is sent then);
 * only a client past its own budget of requests gets 429, whatever the address.
 */
export async function resend(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  if (body.type !== 'signup') {
    return authError(
      req,
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const link = linkRequest(req, ctx, body);
  if (!link.ok) return link.error;
  const { email, pkce, redirectTo } = link.value;
  return answerRequestedMail(req, ctx, 'resend', email, async (tx, user) => {
    // An address already confirmed gets no e-mail.
    if (user.row.email_confirmed_at !== null) return;
    await sendConfirmation(req, ctx, tx, user, redirectTo, 'requested', pkce);
  });
}
