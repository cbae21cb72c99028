import type { ApiRequest, Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authBody, authError, authJson } from './errors.ts';
import { allowedRedirect } from './redirect.ts';
import { pkceParams } from './pkce.ts';
import { normaliseEmail, requestedMailGate } from './links.ts';
import { sendConfirmation } from './signup.ts';
import { asAuthAdmin, findUserByEmail } from './users.ts';

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
  const email = normaliseEmail(body.email);
  if (email === undefined) {
    return authError(req, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const flow = pkceParams(req, body);
  if (!flow.ok) return flow.error;
  const redirectTo = allowedRedirect(req.url.searchParams.get('redirect_to'), ctx.config.auth);
  const gate = requestedMailGate(req, ctx, 'resend', email);
  if (typeof gate !== 'string') return gate;
  if (gate === 'send') {
    await asAuthAdmin(ctx.db, async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Unknown and already confirmed addresses get no e-mail.
      if (user?.row.email_confirmed_at !== null) return;
      await sendConfirmation(req, ctx, tx, user, redirectTo, 'requested', flow.value);
    });
  }
  return authJson(200, {});
}
