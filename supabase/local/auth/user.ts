import { isObject, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { currentUser } from './current-user.ts';
import { authBody, authError, authHeaders, authJson } from './errors.ts';
import {
  MAX_PASSWORD_BYTES,
  passwordTooLong,
  checkPassword,
  hashPassword,
  weakPassword,
} from './password.ts';
import { asAuthAdmin, findUserById, userJson } from './users.ts';

/** GET /auth/v1/user — the signed-in user. */
export async function getUser(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const caller = await currentUser(req, ctx);
  if (!caller.ok) return caller.error;
  return authJson(200, userJson(caller.value.user));
}

/**
 * PUT /auth/v1/user — `data` is merged shallowly into user_metadata (null deletes a key);
 * `password` is strength-checked and must differ from the current one; a new password signs out
 * the user's other sessions, as GoTrue does. Changing the e-mail
 * address is not offered by the app and not supported by the local server.
 */
export async function updateUser(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const caller = await currentUser(req, ctx);
  if (!caller.ok) return caller.error;
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  const user = caller.value.user.row;

  if (body.app_metadata !== undefined) return authError(req, 403, 'not_admin', 'User not allowed');
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== (user.email ?? '')) {
    return authError(
      req,
      400,
      'validation_failed',
      'Changing the email address is not supported by the local server',
    );
  }

  let newHash: string | undefined;
  if (typeof body.password === 'string') {
    if (passwordTooLong(body.password)) {
      return authError(
        req,
        400,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`,
      );
    }
    const weak = weakPassword(body.password, ctx.config.auth.minimumPasswordLength);
    if (weak !== undefined)
      return authError(req, 422, 'weak_password', weak.message, { weak_password: weak });
    if (await checkPassword(body.password, user.encrypted_password)) {
      return authError(req, 422, 'same_password', 'New password should be different from the old password.');
    }
    newHash = await hashPassword(body.password);
  }

  const merged = { ...(user.raw_user_meta_data ?? {}), ...(isObject(body.data) ? body.data : {}) };
  const metadata = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));

  const nowIso = new Date(ctx.config.now()).toISOString();
  const updated = await asAuthAdmin(ctx.db, async (tx) => {
    await tx.query(
      `update auth.users
       set raw_user_meta_data = $2::jsonb, encrypted_password = coalesce($3, encrypted_password), updated_at = $4
       where id = $1`,
      [user.id, JSON.stringify(metadata), newHash ?? null, nowIso],
    );
    // GoTrue's UpdatePassword: a new password (also the one set after a recovery link) signs out
    // every OTHER session of the user, revoking their refresh tokens; the caller's session stays.
    if (newHash !== undefined) {
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        user.id,
        caller.value.sessionId ?? null,
      ]);
    }
    return findUserById(tx, user.id);
  });
  if (updated === undefined)
    return authError(req, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return authJson(200, userJson(updated));
}

const SCOPES = new Set(['', 'global', 'local', 'others']);

/** POST /auth/v1/logout?scope=global|local|others — deletes sessions (and with them their refresh tokens). */
export async function logout(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const scope = req.url.searchParams.get('scope') ?? '';
  if (!SCOPES.has(scope))
    return authError(req, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  const caller = await currentUser(req, ctx);
  if (!caller.ok) return caller.error;
  const userId = caller.value.user.row.id;
  const sessionId = caller.value.sessionId;
  await asAuthAdmin(ctx.db, async (tx) => {
    if (scope === 'local' && sessionId !== undefined) {
      await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    } else if (scope === 'others') {
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        userId,
        sessionId ?? null,
      ]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    }
  });
  return { status: 204, headers: authHeaders() };
}
