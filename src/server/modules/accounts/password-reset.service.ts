import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Language } from '#shared/languages';
import { PASSWORD_RESET_MINUTES, type AuthPasswordResetConfirm } from '#shared/schemas/auth';
import { AppError } from '#server/errors';
import { digestOf, isTokenShape, newToken } from '#server/http/bearer-token';
import { type MailOutbox, passwordReset } from '#server/modules/mail';
import { COMMON_PASSWORD_MESSAGE } from './auth.service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import * as repo from './password-reset.repository.ts';
import { deleteSessionsOfUser } from './sessions.repository.ts';
import * as users from './users.repository.ts';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_MINUTES * 60_000;
/** Requests waiting for their turn on this server; beyond this (a flood from many addresses) a request is dropped. */
const MAX_WAITING = 200;
/** Links are kept a day past their expiry (an admin looking into "my link did not work"), then deleted. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

const linkInvalid = () =>
  new AppError(400, 'reset_link_invalid', 'This password-reset link is not valid any more: it was already used, replaced by a newer one, or has expired. Please ask for a new link.');

/**
 * Forgotten passwords (docs/product-rules.md 30). A link carries a random 32-byte token; the database keeps only
 * its SHA-256, so a copy of the database opens no account. A link works once, for 30 minutes,
 * and only the newest one of an account works. Using it sets the new password and ends every
 * session of the account, on every device.
 */
export class PasswordResetService {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly work: UnitOfWork,
    private readonly outbox: MailOutbox,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /**
   * Asks for a link for this e-mail. Returns at once, before anything is looked up; the route
   * calls it once its answer has been sent, so the answer (and its time) is the same whether an
   * account has this address or not, and tells no one which addresses have accounts. The work runs
   * after, on a later turn of the event loop (the answer's own I/O and waiting requests first), one
   * request at a time per server; a failure is logged, not lost silently.
   */
  request(email: string, pageLanguage: Language): void {
    if (this.waiting >= MAX_WAITING) {
      this.log.warn('password-reset request dropped: too many waiting');
      return;
    }
    this.waiting++;
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.issue(email, pageLanguage))
      .catch((err: unknown) => this.log.error({ err }, 'password-reset request failed'))
      .finally(() => void this.waiting--);
  }

  /** Resolves once every request taken so far is done (the server's shutdown waits for it). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** A new link for an active account with this e-mail, queued as a mail in the same transaction; nothing otherwise. */
  private async issue(email: string, pageLanguage: Language): Promise<void> {
    const user = await users.findUserByEmail(this.work.db, email);
    const to = user?.email;
    if (!user || !to || user.is_active !== 1) return;
    const token = newToken();
    const now = this.now();
    const expiresAt = now + PASSWORD_RESET_TTL_MS;
    const tokenHash = digestOf(token);
    await this.work.transaction(async (trx) => {
      // Only the newest link works: the ones sent before are closed.
      await repo.closeUnusedResets(trx, user.id, new Date(now).toISOString());
      await repo.insertReset(trx, { token_hash: tokenHash, user_id: user.id, created_at: new Date(now).toISOString(), expires_at: new Date(expiresAt).toISOString(), used_at: null });
      await this.outbox.enqueue({
        // Each link is its own event; its hash names it (never the token: the key is shown to admins).
        eventKey: `password-reset:${tokenHash}`,
        kind: 'password-reset',
        to,
        // The account's language, else the one of the page the request came from.
        language: user.language ?? pageLanguage,
        template: passwordReset,
        // The token travels in the page's address only; the page sends it to the API in a body.
        params: { name: user.name, resetPath: `/reset-password?token=${token}`, minutes: PASSWORD_RESET_MINUTES },
        // Sent late, the link would be dead on arrival: the worker drops it instead.
        sendBefore: expiresAt,
      });
      await repo.deleteResetsExpiredBefore(trx, new Date(now - KEEP_EXPIRED_MS).toISOString());
    });
  }

  /**
   * Sets a new password with a link's token, in one transaction: the token is used (a
   * compare-and-set, so a link works once even when two requests race), the password changed, the
   * account's other links closed and every one of its sessions deleted. The caller signs nobody in.
   */
  async confirm(input: AuthPasswordResetConfirm): Promise<void> {
    // A token that is malformed or unknown costs one lookup, not a password hash.
    if (!isTokenShape(input.token)) throw linkInvalid();
    const tokenHash = digestOf(input.token);
    const found = await repo.findReset(this.work.db, tokenHash);
    if (!found || found.used_at || found.expires_at <= new Date(this.now()).toISOString()) throw linkInvalid();
    // The sign-up's rules (length by the schema; not one of the common passwords: docs/product-rules.md 6).
    if (isCommonPassword(input.password)) {
      throw new AppError(400, 'validation_failed', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    }
    // Hashed before the transaction: on SQLite it holds the one connection, and scrypt takes a while.
    const passwordHash = await hashPassword(input.password);
    await this.work.transaction(async (trx) => {
      const now = new Date(this.now()).toISOString();
      if (!(await repo.useReset(trx, tokenHash, now))) throw linkInvalid();
      const user = await users.findUserById(trx, found.user_id);
      if (!user || user.is_active !== 1) throw linkInvalid();
      await users.updateUser(trx, user.id, { password_hash: passwordHash });
      await repo.closeUnusedResets(trx, user.id, now);
      // Whoever knew the old password (or holds a stolen session) is signed out everywhere.
      await deleteSessionsOfUser(trx, user.id);
    });
  }
}
