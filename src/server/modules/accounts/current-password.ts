import type { UnitOfWork } from '#server/db/unit-of-work';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { FailureLimiter } from '#server/shared-state/failure-limiter';
import { addressKey, emailKey, tooManyAttempts } from './failure-limiter.ts';
import { verifyPassword } from './password.ts';
import { findUserById } from './users.repository.ts';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * The current password, asked again before a change that would hand the account or its money to
 * someone else: the password itself, the e-mail address, a vendor's payout bank account
 * (docs/decisions/0038-account-changes.md). A session alone (a phone left signed in, a
 * stolen cookie) is not enough for those. Wrong tries count with the login's wrong passwords (the
 * same limiter, the same keys: the client's address and the account's e-mail), so this door gives
 * a guesser no more tries than the login does.
 */
export class CurrentPasswordCheck {
  constructor(
    private readonly work: UnitOfWork,
    private readonly failures: FailureLimiter,
  ) {}

  /**
   * The account, read afresh, once `password` is its password; else 400 with a message on
   * `currentPassword`, or 429 once the address or the account has had too many wrong tries.
   * Call it before the change's transaction: on SQLite a transaction holds the one connection,
   * and scrypt takes a while.
   */
  async confirm(userId: string, password: string, clientAddress: string): Promise<UserRow> {
    const user = await findUserById(this.work.db, userId);
    if (!user || user.is_active !== 1) throw new AppError(401, 'unauthenticated', 'Please log in.');
    // An account without an e-mail (made with a mobile number) is counted by its id; it has no password either, so every try is wrong.
    const accountKey = emailKey(user.email ?? user.id);
    const keys = [addressKey(clientAddress), accountKey];
    const wait = await this.failures.retryAfterSeconds(keys);
    if (wait > 0) throw tooManyAttempts(wait);
    if (!(await verifyPassword(password, user.password_hash))) {
      await this.failures.fail(keys);
      throw new AppError(400, 'validation_failed', CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
    // As a login does: the right password clears the account's count (not the address's).
    await this.failures.reset([accountKey]);
    return user;
  }
}
