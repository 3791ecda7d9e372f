import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { PAYMENT_METHODS, type BankTransferDetails, type PaymentMethod } from '#shared/schemas/orders';
import { DEFAULT_COD_MAX_PAISE, type AdminPaymentSettings, type AdminUpdatePaymentSettings, type StorePaymentMethods } from '#shared/schemas/payment-settings';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptCopy } from '#server/shared-state/kept-copy';
import { findPaymentSettings, savePaymentSettings, type PaymentSettingsChange, type PaymentSettingsRow } from './payment-settings.repository.ts';
import { SecretBoxError, type SecretBox } from './secret-box.ts';
import type { RazorpayKeys } from './razorpay-gateway.ts';

const NO_ACTIVE_METHOD = 'At least one payment method must stay active, or customers cannot check out.';
const METHOD_UNAVAILABLE = 'This payment method is not available. Please choose another one.';

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * How long checkout may use payment settings read earlier on this server (see current()): a save
 * drops every server's copy at once (the cache bus); this bounds a copy whose message was lost.
 */
const SETTINGS_TTL_MS = 60_000;

/** The bank account, when all of it has been saved (whether or not bank transfer is offered now). */
function bankAccountOf(row: PaymentSettingsRow | undefined): BankTransferDetails | undefined {
  if (!row?.bank_name || !row.bank_account_holder || !row.bank_account_number || !row.bank_ifsc) return undefined;
  return { bankName: row.bank_name, accountHolderName: row.bank_account_holder, accountNumber: row.bank_account_number, ifscCode: row.bank_ifsc };
}

const codMaxOf = (row: PaymentSettingsRow | undefined) => (row ? Number(row.cod_max_paise) : DEFAULT_COD_MAX_PAISE);

function toAdminSettings(row: PaymentSettingsRow | undefined): AdminPaymentSettings {
  const keyId = row?.gateway_key_id ?? null;
  const accountNumber = row?.bank_account_number ?? null;
  return {
    gateway: {
      keyId,
      keyIdPreview: keyId?.slice(0, 8) ?? null,
      hasKeySecret: Boolean(row?.gateway_key_secret_enc),
      hasWebhookSecret: Boolean(row?.gateway_webhook_secret_enc),
      isActive: row?.gateway_active === 1,
    },
    bank: {
      bankName: row?.bank_name ?? null,
      accountHolderName: row?.bank_account_holder ?? null,
      accountNumber,
      accountNumberLast4: accountNumber?.slice(-4) ?? null,
      ifscCode: row?.bank_ifsc ?? null,
      isActive: row?.bank_active === 1,
    },
    // No row yet: cash on delivery only, as the shop started.
    cod: { isActive: row ? row.cod_active === 1 : true, instructions: row?.cod_instructions ?? null, maxOrderPaise: codMaxOf(row) },
    updatedAt: row?.updated_at ?? null,
  };
}

/** The columns a save writes: only the sections sent; the key secret only when a new one is given. */
function changeOf(input: AdminUpdatePaymentSettings, box: SecretBox): PaymentSettingsChange {
  const change: PaymentSettingsChange = {};
  if (input.gateway) {
    change.gateway_key_id = input.gateway.keyId;
    change.gateway_active = flag(input.gateway.isActive);
    if (input.gateway.keySecret) change.gateway_key_secret_enc = box.seal(input.gateway.keySecret);
    if (input.gateway.webhookSecret) change.gateway_webhook_secret_enc = box.seal(input.gateway.webhookSecret);
  }
  if (input.bank) {
    change.bank_name = input.bank.bankName;
    change.bank_account_holder = input.bank.accountHolderName;
    change.bank_account_number = input.bank.accountNumber;
    change.bank_ifsc = input.bank.ifscCode;
    change.bank_active = flag(input.bank.isActive);
  }
  if (input.cod) {
    change.cod_active = flag(input.cod.isActive);
    change.cod_instructions = input.cod.instructions;
    change.cod_max_paise = input.cod.maxOrderPaise;
  }
  return change;
}

/**
 * Payment Settings (docs/product-rules.md 20): the gateway, bank transfer and cash on delivery, and which
 * of them checkout offers. The gateway's key secret is sealed before it reaches the database and
 * never leaves this service.
 */
export class PaymentSettingsService {
  // Whose undecryptable secret was already logged, so a misconfigured server logs it once, not per request.
  #reportedSealed: string | null = null;
  /**
   * The settings as checkout reads them on every order: this server's copy, dropped when any
   * server saves them (the cache bus) and read again at least every SETTINGS_TTL_MS.
   * The admin's own page always reads the database.
   */
  readonly #current: KeptCopy<PaymentSettingsRow | undefined>;

  constructor(
    private readonly work: UnitOfWork,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
    private readonly bus: CacheBus,
  ) {
    this.#current = KeptCopy.on(bus, 'payment-settings', () => findPaymentSettings(work.db), SETTINGS_TTL_MS, Date.now);
  }

  private current(): Promise<PaymentSettingsRow | undefined> {
    return this.#current.get();
  }

  /**
   * Whether an admin has saved the payment settings at least once (the shop's defaults were
   * nobody's choice): the setup checklist's question, read from the database, not this server's copy.
   */
  async methodsChosen(): Promise<boolean> {
    return !!(await findPaymentSettings(this.work.db))?.updated_by;
  }

  async get(): Promise<AdminPaymentSettings> {
    return toAdminSettings(await findPaymentSettings(this.work.db));
  }

  async save(input: AdminUpdatePaymentSettings, adminId: string): Promise<AdminPaymentSettings> {
    // A saved secret is never removed, so this check cannot race with another save.
    if (input.gateway && !input.gateway.keySecret && !(await findPaymentSettings(this.work.db))?.gateway_key_secret_enc) {
      const message = validationMessage('required');
      throw new AppError(400, 'validation_failed', `Invalid payment settings: gateway.keySecret: ${message}`, { 'gateway.keySecret': message });
    }
    const change = changeOf(input, this.box);
    const saved = await this.work.transaction(async (trx) => {
      const before = await findPaymentSettings(trx);
      await savePaymentSettings(trx, change, { at: new Date().toISOString(), by: adminId });
      // Checked on the row as written, inside the transaction: two admins switching off
      // different methods at once cannot leave the shop with none.
      const row = (await findPaymentSettings(trx))!;
      if (!row.gateway_active && !row.bank_active && !row.cod_active) {
        const fields = Object.fromEntries((['gateway', 'bank', 'cod'] as const).filter((s) => input[s]).map((s) => [`${s}.isActive`, NO_ACTIVE_METHOD]));
        throw new AppError(400, 'no_active_payment_method', NO_ACTIVE_METHOD, fields);
      }
      // The sections sent, as written: the sealed secrets and the account number show only as masked (docs/decisions/0065).
      await this.work.recordChange({ action: 'payment_settings.update', entity: 'payment_settings', entityId: null, before: before ?? null, after: change });
      return row;
    });
    // Committed: every server reads the settings again, this one included.
    await this.bus.changed('payment-settings');
    return toAdminSettings(saved);
  }

  /** What checkout offers now: active methods only, online only with a usable gateway key pair. */
  async storeMethods(): Promise<StorePaymentMethods> {
    const row = await this.current();
    const methods = PAYMENT_METHODS.filter((m) => this.offers(row, m));
    return { methods, codInstructions: methods.includes('cod') ? (row?.cod_instructions ?? null) : null, codMaxPaise: codMaxOf(row) };
  }

  /** The largest order total cash on delivery takes now. */
  async codMaxPaise(): Promise<number> {
    return codMaxOf(await this.current());
  }

  /**
   * The gateway's keys as this server can open them, for the gateway client only (they never
   * leave the server): undefined without a key id and a key secret that opens. `active` says
   * whether checkout offers online payment now; a switched-off gateway still confirms, refunds and
   * receives the webhooks of orders paid before.
   */
  async gatewayKeys(): Promise<(RazorpayKeys & { active: boolean }) | undefined> {
    const row = await this.current();
    if (!row?.gateway_key_id || !this.gatewaySecretOpens(row.gateway_key_secret_enc)) return undefined;
    let webhookSecret: string | null = null;
    if (row.gateway_webhook_secret_enc) {
      try {
        webhookSecret = this.box.open(row.gateway_webhook_secret_enc);
      } catch (err) {
        if (!(err instanceof SecretBoxError)) throw err;
      }
    }
    return { keyId: row.gateway_key_id, keySecret: this.box.open(row.gateway_key_secret_enc!), webhookSecret, active: row.gateway_active === 1 };
  }

  /**
   * Refuses an order paid by a method checkout does not offer now (400 on paymentMethod); for a
   * bank transfer, answers with the account to pay to (one read of the settings for both).
   */
  async assertOffered(method: PaymentMethod): Promise<BankTransferDetails | undefined> {
    const row = await this.current();
    if (this.offers(row, method)) return method === 'bank_transfer' ? bankAccountOf(row) : undefined;
    throw new AppError(400, 'validation_failed', `Invalid order: paymentMethod: ${METHOD_UNAVAILABLE}`, { paymentMethod: METHOD_UNAVAILABLE });
  }

  /** The account bank-transfer orders are paid to; undefined until one is saved. */
  async bankAccount(): Promise<BankTransferDetails | undefined> {
    return bankAccountOf(await this.current());
  }

  private offers(row: PaymentSettingsRow | undefined, method: PaymentMethod): boolean {
    if (method === 'cod') return row ? row.cod_active === 1 : true;
    if (method === 'bank_transfer') return row?.bank_active === 1 && bankAccountOf(row) !== undefined;
    return row?.gateway_active === 1 && Boolean(row.gateway_key_id) && this.gatewaySecretOpens(row.gateway_key_secret_enc);
  }

  /**
   * Whether this server can read the gateway's key secret, which every gateway call signs with.
   * Under another secrets key (SECRETS_KEY differing between servers, a lost secrets.key) it
   * cannot, and online payment is not offered rather than failing later.
   */
  private gatewaySecretOpens(sealed: string | null): boolean {
    if (!sealed) return false;
    try {
      this.box.open(sealed);
      return true;
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      if (this.#reportedSealed !== sealed) {
        this.#reportedSealed = sealed;
        this.log.error(
          'The payment gateway key secret cannot be decrypted with this server\'s secrets key (SECRETS_KEY or DATA_DIR/secrets.key differs from the one it was saved with): online payment is not offered. Set the same key everywhere, or save the key secret again in Payment Settings.',
        );
      }
      return false;
    }
  }
}
