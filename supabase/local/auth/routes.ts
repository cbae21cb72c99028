import type { ApiRequest, Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authError, authJson } from './errors.ts';
import { clientAddress } from './rate-limit.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyLink, verifyOtp } from './verify.ts';

/** Paths under /auth/v1 that need no apikey: the e-mail link is opened straight from a mail client. */
export function isOpenAuthPath(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (path === '/verify' || path === '/health');
}

/** Which [auth.rate_limit] counter a request falls under, as GoTrue counts them. */
function rateBucket(route: string, req: ApiRequest) {
  if (route === 'POST /signup') return 'signInSignUps';
  if (route === 'POST /token') {
    return req.url.searchParams.get('grant_type') === 'refresh_token' ? 'tokenRefresh' : 'signInSignUps';
  }
  if (route === 'GET /verify' || route === 'POST /verify') return 'tokenVerifications';
  return undefined;
}

/** Dispatches /auth/v1/<path> to the GoTrue endpoints the app uses. */
export function authRoutes(req: ApiRequest, ctx: AuthContext, path: string): Promise<Reply> | Reply {
  const route = `${req.method} ${path}`;
  const bucket = rateBucket(route, req);
  const limited =
    bucket === undefined ? undefined : ctx.limiter.hit(req, bucket, clientAddress(req), ctx.config.now());
  if (limited !== undefined) return limited;
  switch (route) {
    case 'POST /signup':
      return signup(req, ctx);
    case 'POST /token':
      return token(req, ctx);
    case 'GET /verify':
      return verifyLink(req, ctx);
    case 'POST /verify':
      return verifyOtp(req, ctx);
    case 'POST /logout':
      return logout(req, ctx);
    case 'GET /user':
      return getUser(req, ctx);
    case 'PUT /user':
      return updateUser(req, ctx);
    case 'POST /recover':
      return recover(req, ctx);
    case 'POST /resend':
      return resend(req, ctx);
    case 'GET /settings':
      return authJson(200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: !ctx.config.auth.enableSignup,
        mailer_autoconfirm: !ctx.config.auth.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    case 'GET /health':
      return authJson(200, { name: 'GoTrue', version: 'local', description: 'Local GoTrue-compatible auth' });
    default:
      return authError(
        req,
        404,
        'not_found',
        `The auth endpoint ${req.method} /auth/v1${path} is not available`,
      );
  }
}
