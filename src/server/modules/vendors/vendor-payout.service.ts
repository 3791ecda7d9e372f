import type { UnitOfWork } from '#server/db/unit-of-work';
import type { AdminVendorPayoutAccount, VendorPayoutAccount, VendorPayoutAccountInput, VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { AppError, notFound } from '#server/errors';
import { SecretBoxError, type SecretBox } from '#server/modules/payments';
import type { AccountReads, CurrentPasswordCheck, ChangeOrigin } from '#server/modules/accounts';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { findReviewState } from './vendors.repository.ts';
import { deletePayoutAccount, findPayoutAccount, savePayoutAccount, type VendorPayoutAccountRow } from './vendor-payout.repository.ts';

export const PAYOUT_NEEDS_APPROVAL = 'Your vendor account must be approved before you can add a payout bank account.';
const VENDOR_NOT_FOUND = 'Vendor not found';
const UNREADABLE =
  "This payout account number cannot be decrypted with this server's secrets key (SECRETS_KEY or DATA_DIR/secrets.key differs from the one it was saved with). Set the same key everywhere, or ask the vendor to enter the account again.";

/** The account with its number masked: what every answer but the admin's reveal carries. */
function toPayoutAccount(row: VendorPayoutAccountRow): VendorPayoutAccount {
  return {
    accountHolderName: row.account_holder,
    accountNumberLast4: row.account_number_last4,
    ifscCode: row.ifsc,
    bankName: row.bank_name,
    upiId: row.upi_id,
    updatedAt: row.updated_at,
  };
}

const stateOf = (row: VendorPayoutAccountRow | undefined): VendorPayoutAccountState => ({ account: row ? toPayoutAccount(row) : null });

/**
 * A vendor's payout bank account (docs/product-rules.md 35, docs/decisions/0030): the vendor enters and replaces it, sees it masked
 * ("•••• 1234") like the shop's own account in Payment Settings; the full number is sealed
 * (SecretBox) and opened only for an admin who asks for it to make a payout.
 */
export class VendorPayoutService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly box: SecretBox,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly events: EventBus<ShopEvents>,
    private readonly now: () => number,
    /** Whether an id is a vendor's account: the accounts module answers. */
    private readonly accounts: AccountReads,
  ) {}

  async get(vendorId: string): Promise<VendorPayoutAccountState> {
    return stateOf(await findPayoutAccount(this.work.db, vendorId));
  }

  /**
   * Saves (or replaces) the account. Only an approved vendor is paid, so only one may give an
   * account: a pending or rejected application is refused (409 vendor_not_approved). Where the
   * money goes is worth stealing a session for, so the vendor's password is asked again (wrong
   * tries counted with the login's) and the vendor is e-mailed in the same transaction, the number
   * masked (docs/decisions/0038-account-changes.md).
   */
  async save(vendorId: string, input: VendorPayoutAccountInput, origin: ChangeOrigin): Promise<VendorPayoutAccountState> {
    const owner = await this.currentPassword.confirm(vendorId, input.currentPassword, origin.clientAddress);
    return this.work.transaction(async (trx) => {
      if ((await findReviewState(trx, vendorId))?.status !== 'approved') throw new AppError(409, 'vendor_not_approved', PAYOUT_NEEDS_APPROVAL);
      const replaced = (await findPayoutAccount(trx, vendorId)) !== undefined;
      const at = new Date(this.now()).toISOString();
      const last4 = input.accountNumber.slice(-4);
      await savePayoutAccount(trx, {
        vendor_id: vendorId,
        account_holder: input.accountHolderName,
        account_number_enc: this.box.seal(input.accountNumber),
        account_number_last4: last4,
        ifsc: input.ifscCode,
        bank_name: input.bankName,
        upi_id: input.upiId,
        updated_at: at,
      });
      await this.events.emit('account.changed', { owner, change: { kind: 'payout-account', last4, replaced }, at, pageLanguage: origin.language });
      return stateOf(await findPayoutAccount(trx, vendorId));
    });
  }

  /** Removes the account, whatever the vendor's review state: a vendor may always take its bank details back. */
  async remove(vendorId: string): Promise<VendorPayoutAccountState> {
    await deletePayoutAccount(this.work.db, vendorId);
    return { account: null };
  }

  /** The admin's view of a vendor's account, masked; 404 when the id is not a vendor's. */
  async forAdmin(vendorId: string): Promise<VendorPayoutAccountState> {
    await this.assertVendor(vendorId);
    return stateOf(await findPayoutAccount(this.work.db, vendorId));
  }

  /**
   * The full number, for the admin making a payout; 404 without an account. The audit log says
   * which staff member saw whose account, never the account (docs/product-rules.md 50): a read,
   * recorded in a transaction of its own.
   */
  async reveal(vendorId: string): Promise<AdminVendorPayoutAccount> {
    await this.assertVendor(vendorId);
    return this.work.transaction(async () => {
      const row = await findPayoutAccount(this.work.db, vendorId);
      if (!row) throw notFound('This vendor has not added a payout bank account.');
      let accountNumber: string;
      try {
        accountNumber = this.box.open(row.account_number_enc);
      } catch (err) {
        if (!(err instanceof SecretBoxError)) throw err;
        throw new AppError(500, 'internal_error', UNREADABLE);
      }
      await this.work.recordChange({ action: 'vendor_payout.reveal', entity: 'vendor', entityId: vendorId });
      return { ...toPayoutAccount(row), accountNumber };
    });
  }

  private async assertVendor(userId: string): Promise<void> {
    // Active or not: a deactivated vendor may still be owed a payout.
    if ((await this.accounts.typeOf(userId)) !== 'vendor') throw notFound(VENDOR_NOT_FOUND);
  }
}
