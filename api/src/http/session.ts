import type { Request, RequestHandler, Response } from 'express';
import { getIronSession, type SessionOptions } from 'iron-session';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { AuthUser } from '../types.d.ts';
import { createUnsealCache, readCookie, withoutCookie } from './sealed-cookie.ts';
import { transaction } from '../db/transaction.ts';

export const SESSION_COOKIE = 'dc_session';
/**
 * Set beside the session cookie, readable by scripts and carrying no secret: it only tells the PWA
 * that a sign-in happened, so a visitor who never signed in is not sent to GET /api/user for the
 * specified 401 (which Chrome logs as a console error). The server reads it only to name
 * /api/user among index.html's early hints (page-hints.ts), never to decide who is signed in.
 */
export const SIGNED_IN_COOKIE = 'dc_signed_in';
const SESSION_DAYS = 30;
/** A person signs in from a few browsers; a script signing in in a loop must not fill the table. */
export const MAX_SESSIONS_PER_USER = 20;

interface SessionData {
  sid?: string;
}

export interface SessionManager {
  /** Reads the cookie, finds its row, and loads the user fresh (role and restaurant may change). */
  attachUser: RequestHandler;
  signIn(req: Request, res: Response, userId: string): Promise<void>;
  signOut(req: Request, res: Response): Promise<void>;
}

export function createSessionManager(db: Db, secret: string): SessionManager {
  const options = (req: Request): SessionOptions => ({
    cookieName: SESSION_COOKIE,
    password: secret,
    ttl: SESSION_DAYS * 86400,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' },
  });
  const seals = createUnsealCache<SessionData>({ password: secret, ttlSeconds: SESSION_DAYS * 86400 });
  const open = async (req: Request, res: Response) => {
    // iron-session throws on a cookie that is not a seal: a forged one counts as none, so signing
    // in starts a fresh session and signing out simply clears it.
    const seal = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (seal !== undefined && Object.keys(await seals.unseal(seal)).length === 0) {
      req.headers.cookie = withoutCookie(req.headers.cookie, SESSION_COOKIE);
    }
    return getIronSession<SessionData>(req, res, options(req));
  };
  // Same lifetime and path as the session cookie (iron-session takes 60 s off its ttl).
  const markerOptions = (req: Request) => ({ httpOnly: false, sameSite: 'lax' as const, secure: req.secure, path: '/' });

  // Every signed-in request runs this lookup: prepared on first use (the schema exists by then)
  // and kept for the manager's life.
  const prepareUserBySession = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        restaurantId: users.restaurantId,
        nonprofitId: users.nonprofitId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
      .prepare();
  let userBySession: ReturnType<typeof prepareUserBySession> | undefined;
  const findUser = (sid: string): AuthUser | undefined =>
    (userBySession ??= prepareUserBySession()).get({ sid, now: new Date().toISOString() });

  return {
    attachUser: async (req, _res, next) => {
      const seal = readCookie(req.headers.cookie, SESSION_COOKIE);
      if (seal === undefined) return next();
      // Unsealed once per cookie (http/sealed-cookie.ts); the session row is read on every call,
      // so signing out or an expired session ends access at once.
      const { sid } = await seals.unseal(seal);
      if (sid) {
        const user = findUser(sid);
        if (user) {
          req.user = user;
          req.sessionId = sid;
        }
      }
      next();
    },
    async signIn(req, res, userId) {
      const session = await open(req, res);
      if (session.sid) db.delete(sessions).where(eq(sessions.sid, session.sid)).run();
      const sid = randomBytes(24).toString('base64url');
      const now = new Date();
      const expire = new Date(now.getTime() + SESSION_DAYS * 86400_000).toISOString();
      await transaction(db, (tx) => {
        tx.insert(sessions)
          .values({ sid, userId, sess: { createdFrom: req.ip ?? null }, expire })
          .run();
        // The oldest of the user's live sessions end past the limit (and their expired ones go).
        tx.run(sql`DELETE FROM sessions WHERE user_id = ${userId} AND sid NOT IN (
          SELECT sid FROM sessions WHERE user_id = ${userId} AND expire > ${now.toISOString()}
           ORDER BY rowid DESC LIMIT ${MAX_SESSIONS_PER_USER})`);
      });
      session.sid = sid;
      await session.save();
      res.cookie(SIGNED_IN_COOKIE, '1', { ...markerOptions(req), maxAge: (SESSION_DAYS * 86400 - 60) * 1000 });
    },
    async signOut(req, res) {
      const session = await open(req, res);
      if (session.sid) db.delete(sessions).where(eq(sessions.sid, session.sid)).run();
      session.destroy();
      res.clearCookie(SIGNED_IN_COOKIE, markerOptions(req));
    },
  };
}
