import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Database } from '#server/db/schema';
import { digestOf, isTokenShape, newToken } from '#server/http/bearer-token';
import { SESSION_TTL_MS, type ResolvedSession, type SessionResolver } from '#server/http/session';
import * as repo from './sessions.repository.ts';

// Sliding expiry without a write on every request: extend at most once an hour.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/**
 * Database-backed sessions: the browser holds a random token, the database only its hash. The
 * cookie's name and the sessions' lifetime are the HTTP layer's (http/session.ts), which reads
 * the cookie through this store's `resolve`.
 */
export class SessionStore implements SessionResolver {
  constructor(private readonly work: UnitOfWork) {}

  async create(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repo.insertSession(this.work.db, {
      id: digestOf(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    return { token, expiresAt };
  }

  async resolve(token: string | undefined, now = new Date()): Promise<ResolvedSession | undefined> {
    if (!isTokenShape(token)) return undefined;
    const found = await repo.findLiveSession(this.work.db, digestOf(token), now.toISOString());
    if (!found) return undefined;
    const lastSeen = Date.parse(found.session.last_seen_at);
    const extended = now.getTime() - lastSeen > EXTEND_AFTER_MS;
    if (extended) {
      await repo.extendSession(this.work.db, found.session.id, now.toISOString(), new Date(now.getTime() + SESSION_TTL_MS).toISOString());
    }
    return { sessionId: found.session.id, user: found.user, extended };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (isTokenShape(token)) await repo.deleteSession(this.work.db, digestOf(token));
  }

  async destroyAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    await repo.deleteSessionsOfUser(this.work.db, userId, exceptSessionId);
  }

  async purgeExpired(now = new Date()): Promise<void> {
    await repo.deleteExpiredSessions(this.work.db, now.toISOString());
  }
}
