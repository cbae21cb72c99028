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

type Endpoint = (req: ApiRequest, ctx: AuthContext) => Promise<Reply> | Reply;

/** The GoTrue endpoints the app uses, by `<method> <path>`; everything else is 404. */
const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /verify': verifyLink,
  'POST /verify': verifyOtp,
  'POST /logout': logout,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /recover': recover,
  'POST /resend': resend,
  'GET /settings': (_req, ctx) =>
    authJson(200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !ctx.config.auth.enableSignup,
      mailer_autoconfirm: !ctx.config.auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  'GET /health': () =>
    authJson(200, { name: 'GoTrue', version: 'local', description: 'Local GoTrue-compatible auth' }),
};

/** Dispatches /auth/v1/<path> to the GoTrue endpoints the app uses. */
export function authRoutes(req: ApiRequest, ctx: AuthContext, path: string): Promise<Reply> | Reply {
  const route = `${req.method} ${path}`;
  const bucket = rateBucket(route, req);
  const limited =
    bucket === undefined ? undefined : ctx.limiter.hit(req, bucket, clientAddress(req), ctx.config.now());
  if (limited !== undefined) return limited;
  const endpoint = Object.hasOwn(ENDPOINTS, route) ? ENDPOINTS[route] : undefined;
  if (endpoint !== undefined) return endpoint(req, ctx);
  return authError(req, 404, 'not_found', `The auth endpoint ${req.method} /auth/v1${path} is not available`);
}
