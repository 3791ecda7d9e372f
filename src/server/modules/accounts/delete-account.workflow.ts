import type { Language } from '#shared/languages';
import type { MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import type { DeleteAccount as DeleteAccountInput } from '#shared/schemas/privacy';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import type { Recipient } from '#server/modules/mail';
import { recipientsOf } from './account-data.workflow.ts';
import type { CurrentPasswordCheck } from './current-password.ts';
import { deleteConsentsOf } from './marketing-consents.repository.ts';
import { deleteRequestOf } from './group-requests.repository.ts';
import { refusalOf, type MobileSignIn } from './mobile-sign-in.service.ts';
import { deleteResetsOf } from './password-reset.repository.ts';
import { deleteSessionsOfUser } from './sessions.repository.ts';
import { deleteCodesOf } from './sign-in-codes.repository.ts';
import type { SignInCodes } from './sign-in-codes.ts';
import { anonymiseUser, findUserById, lockUser } from './users.repository.ts';

/** The name a deleted account keeps: its orders and tax documents still point to the row. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/**
 * What the other modules erase of an account as it is deleted, each on its own tables and in the
 * deletion's transaction (filled in services.ts; docs/decisions/0048).
 */
export interface AccountErasure {
  /** The buyer's orders still on their way: the shop needs its phone and address to finish them. */
  openOrders(userId: string): Promise<number>;
  /** Its orders, for the addresses the shop wrote to (an e-mail typed at checkout). */
  orderEmails(userId: string): Promise<Array<{ placedAt: string; shipping: { email: string } }>>;
  savedAddresses(userId: string): Promise<void>;
  cart(userId: string): Promise<void>;
  /** The crops recorded on My farm (docs/product-rules.md 42). */
  farmCrops(userId: string): Promise<void>;
  /** The phone and e-mail on its orders (the name and address stay: the invoices print them). */
  orderContacts(userId: string, at: string): Promise<void>;
  messages(recipients: Recipient[]): Promise<void>;
}

const STAFF_REFUSAL = 'A vendor or admin account cannot be deleted here. Please write to the shop to close it.';
const OPEN_ORDERS = 'Some of your orders are still on their way. Please wait until they are delivered, or cancel them, and then delete your account.';

/**
 * "Delete my account" (docs/product-rules.md 37; the DPDP Act's right to erasure). The owner
 * proves it is him: by the code sent to the account's mobile number (purpose `delete_account`), or
 * by the password of an account with an e-mail address only; a session alone is not enough (a phone
 * left signed in). Then, in one transaction: the account's name, e-mail, mobile, phone, password
 * and language erased and the account closed, its sessions, reset links, consent history, saved
 * addresses and cart deleted, the messages sent to it erased, and the phone and e-mail taken off
 * its orders. Its orders and their tax documents stay, with the buyer's name and address as the
 * invoice prints them: GST law keeps them 72 months (CGST Act s. 36). Customers only: a vendor's
 * or an admin's account carries the shop's own records and is closed by the shop.
 */
export class DeleteAccount {
  constructor(
    private readonly work: UnitOfWork,
    private readonly mobile: MobileSignIn,
    private readonly codes: SignInCodes,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly erasure: AccountErasure,
    private readonly now: () => number,
  ) {}

  /** The code to the account's own mobile number, by its chosen channel where the shop sends by it. */
  async sendCode(userId: string, language: Language): Promise<MobileCodeSent> {
    const user = await this.deletable(userId);
    if (!user.mobile) throw new AppError(400, 'validation_failed', 'This account has no mobile number: confirm with your password.', { currentPassword: 'required' });
    const channels = this.mobile.channels();
    const channel = channels.includes(user.text_channel) ? user.text_channel : channels[0];
    if (!channel) throw new AppError(503, 'code_not_sent', 'We could not send the code. Please try again in a minute.');
    return this.mobile.sendCode(user.mobile, channel, language, 'delete_account');
  }

  /**
   * Deletes the account once its owner proved it. A wrong code is counted (its transaction
   * commits, the refusal thrown after it) and changes nothing else.
   */
  async delete(userId: string, input: DeleteAccountInput, clientAddress: string): Promise<void> {
    let user = await this.deletable(userId);
    if (!user.mobile) {
      // Before the transaction: scrypt takes a while, and on SQLite a transaction holds the one connection.
      if (!input.currentPassword) throw new AppError(400, 'validation_failed', 'Please enter your password.', { currentPassword: 'required' });
      user = await this.currentPassword.confirm(userId, input.currentPassword, clientAddress);
    } else if (!input.code) {
      throw new AppError(400, 'validation_failed', 'Please enter the code sent to your mobile.', { code: 'required' });
    }
    const at = new Date(this.now()).toISOString();
    const refused = await this.work.transaction(async () => {
      await lockUser(this.work.db, userId);
      // Read again under the lock: a number changed or an order placed meanwhile counts.
      const fresh = await findUserById(this.work.db, userId);
      if (!fresh || fresh.is_active !== 1) return new AppError(401, 'unauthenticated', 'Please log in.');
      if (fresh.mobile !== user.mobile) return new AppError(409, 'status_changed_meanwhile', 'Your account changed meanwhile. Please ask for a new code.');
      if ((await this.erasure.openOrders(userId)) > 0) return new AppError(409, 'open_orders', OPEN_ORDERS);
      if (fresh.mobile) {
        const check = await this.codes.check(fresh.mobile, input.code!, 'delete_account');
        if (check.outcome !== 'accepted') return refusalOf(check).refused;
      }
      const recipients = recipientsOf(fresh, await this.erasure.orderEmails(userId));
      await this.erasure.messages(recipients);
      await this.erasure.orderContacts(userId, at);
      await this.erasure.savedAddresses(userId);
      await this.erasure.cart(userId);
      await this.erasure.farmCrops(userId);
      await deleteConsentsOf(this.work.db, userId);
      // A business's request names the business and its GSTIN (docs/product-rules.md 46).
      await deleteRequestOf(this.work.db, userId);
      await deleteResetsOf(this.work.db, userId);
      await deleteSessionsOfUser(this.work.db, userId);
      // The number's codes (this one included) go too: they name the number.
      if (fresh.mobile) await deleteCodesOf(this.work.db, fresh.mobile);
      await anonymiseUser(this.work.db, userId, DELETED_ACCOUNT_NAME, at);
      return undefined;
    });
    if (refused) throw refused;
  }

  /** The signed-in customer's account; a vendor or admin is refused, and so is one with orders on their way. */
  private async deletable(userId: string): Promise<UserRow> {
    const user = await findUserById(this.work.db, userId);
    if (!user || user.is_active !== 1) throw new AppError(401, 'unauthenticated', 'Please log in.');
    if (user.type !== 'user') throw new AppError(403, 'forbidden', STAFF_REFUSAL);
    if ((await this.erasure.openOrders(userId)) > 0) throw new AppError(409, 'open_orders', OPEN_ORDERS);
    return user;
  }
}
