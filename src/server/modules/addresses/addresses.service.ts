import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { MAX_ADDRESSES, type AddressInput, type SavedAddress, type SavedAddressList } from '#shared/schemas/addresses';
import { validationMessage } from '#shared/validation-messages';
import { AppError, notFound } from '#server/errors';
import type { GstService } from '#server/modules/gst';
import { clearDefault, countAddresses, deleteAddress, deleteAddressesOf, findOldestAddress, findOwnAddress, insertAddress, listAddresses, updateAddress, type AddressRow } from './addresses.repository.ts';

/**
 * Holds the account for the rest of the transaction, so two requests of the same customer cannot
 * both pass the 10-address limit or leave the account without its default.
 */
export interface AccountLock {
  lock(userId: string): Promise<void>;
}

const toSavedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  label: row.label,
  fullName: row.full_name,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const addressNotFound = () => notFound('Address not found');

/**
 * A customer's saved delivery addresses (docs/product-rules.md 32): at most MAX_ADDRESSES, exactly one default
 * whenever there are any. Every change is one transaction under the account's lock, so the limit
 * and the single default hold whatever the customer does in two tabs at once.
 */
export class AddressesService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    private readonly now: () => number,
    /** The account's lock, held by the accounts module (filled in services.ts). */
    private readonly account: AccountLock,
  ) {}

  async list(userId: string): Promise<SavedAddressList> {
    return { addresses: (await listAddresses(this.work.db, userId)).map(toSavedAddress), max: MAX_ADDRESSES };
  }

  /** Every saved address of the account erased, in the caller's transaction: its owner deleted the account (docs/product-rules.md 37). */
  async eraseAllOf(userId: string): Promise<void> {
    await deleteAddressesOf(this.work.db, userId);
  }

  /** The first address becomes the default; later ones join as not default. */
  async create(userId: string, input: AddressInput): Promise<SavedAddress> {
    this.checkPincode(input);
    const id = randomUUID();
    await this.work.transaction(async (trx) => {
      await this.account.lock(userId);
      const count = await countAddresses(trx, userId);
      if (count >= MAX_ADDRESSES) {
        throw new AppError(409, 'address_limit', `An account keeps at most ${MAX_ADDRESSES} addresses. Please delete one first.`, undefined, { count: MAX_ADDRESSES });
      }
      const at = this.stamp();
      await insertAddress(trx, { id, user_id: userId, ...this.columns(input), is_default: count === 0 ? 1 : 0, created_at: at, updated_at: at });
    });
    return this.one(userId, id);
  }

  async update(userId: string, id: string, input: AddressInput): Promise<SavedAddress> {
    this.checkPincode(input);
    await this.work.transaction(async (trx) => {
      if (!(await findOwnAddress(trx, userId, id))) throw addressNotFound();
      await updateAddress(trx, userId, id, { ...this.columns(input), updated_at: this.stamp() });
    });
    return this.one(userId, id);
  }

  /** Deleting the default hands it to the oldest address left, in the same transaction. */
  async remove(userId: string, id: string): Promise<void> {
    await this.work.transaction(async (trx) => {
      await this.account.lock(userId);
      const row = await findOwnAddress(trx, userId, id);
      if (!row) throw addressNotFound();
      await deleteAddress(trx, userId, id);
      if (row.is_default !== 1) return;
      const next = await findOldestAddress(trx, userId);
      if (next) await updateAddress(trx, userId, next.id, { is_default: 1, updated_at: this.stamp() });
    });
  }

  /** One default at a time: the old one is cleared and the new one set together. */
  async makeDefault(userId: string, id: string): Promise<SavedAddress> {
    await this.work.transaction(async (trx) => {
      await this.account.lock(userId);
      const row = await findOwnAddress(trx, userId, id);
      if (!row) throw addressNotFound();
      if (row.is_default === 1) return;
      const at = this.stamp();
      await clearDefault(trx, userId, at);
      await updateAddress(trx, userId, id, { is_default: 1, updated_at: at });
    });
    return this.one(userId, id);
  }

  private async one(userId: string, id: string): Promise<SavedAddress> {
    const row = await findOwnAddress(this.work.db, userId, id);
    if (!row) throw addressNotFound();
    return toSavedAddress(row);
  }

  /**
   * The pincode must exist and lie in the chosen state, as checkout checks it (the GST pincode
   * directory, gst.placeOfSupply): an address that saves is one an order can be placed to.
   */
  private checkPincode(input: AddressInput): void {
    const place = this.gst.pincode(input.pincode);
    const key = !place ? 'pincodeUnknown' : place.states.includes(input.state) ? undefined : 'pincodeState';
    if (!key) return;
    const message = validationMessage(key);
    throw new AppError(400, 'validation_failed', `Invalid address: pincode: ${message}`, { pincode: message });
  }

  private columns(input: AddressInput) {
    return {
      label: input.label ?? null,
      full_name: input.fullName,
      phone: input.phone,
      address: input.address,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
    };
  }

  private stamp(): string {
    return new Date(this.now()).toISOString();
  }
}
