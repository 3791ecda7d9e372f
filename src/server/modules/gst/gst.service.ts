import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Kysely } from 'kysely';
import { GST_STATE_CODES, lineTax, type LineTax } from '#shared/gst';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { AdminAddGstRate, AdminCreateGstClass, AdminCreateHsnCode, AdminHsnCode, AdminUpdateBusinessSettings, BusinessSettings, HsnCode } from '#shared/schemas/gst';
import { validationMessage } from '#shared/validation-messages';
import type { Database } from '#server/db/schema';
import type { StaffChange } from '#server/db/staff-changes';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import type { CacheBus } from '#server/shared-state/cache-bus';
import * as repo from './gst.repository.ts';
import { lookUpPincode, type PincodePlace } from './pincode-directory.ts';
import { TaxRates } from './tax-rates.ts';

/**
 * How long this server keeps the tax table and the shop's business settings without reading
 * them again. A change drops every server's copy at once (the cache bus); this bounds a copy
 * whose message was lost. Rates are dated, so a rate entered ahead of its day applies on that
 * day everywhere.
 */
const RATES_TTL_MS = 60_000;


const rateExists = () => new AppError(409, 'rate_exists', validationMessage('rateExists'), { effectiveFrom: validationMessage('rateExists') });

const fieldError = (field: string, key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
};

/** One line to tax: its value, HSN code and class (if any), and who supplies it (a vendor's id, null for the shop). */
export interface TaxableLine {
  taxablePaise: number;
  hsnCode: string;
  gstClassId?: string | null;
  supplierId: string | null;
  /**
   * The shop's stock location it is supplied from when that is a registration of its own in
   * another state (docs/product-rules.md 59); absent or null: the supplier's own place.
   */
  taxPlace?: string | null;
}

/** Whose supply a line is, as the map of supplier states keys it: a vendor, the shop (null), or one of the shop's registrations in another state. */
export const supplierKeyOf = (line: { supplierId: string | null; taxPlace?: string | null }): string | null => (line.taxPlace ? `location:${line.taxPlace}` : line.supplierId);

export type TaxedLine = LineTax & { hsnCode: string; supplierId: string | null };

/**
 * A vendor's GSTIN, or null when it gave none: the vendors module owns its profile and answers
 * (filled in services.ts; vendors uses gst).
 */
export interface VendorGstins {
  gstinOf(vendorId: string): Promise<string | null>;
}

/**
 * GST (docs/product-rules.md 3; docs/decisions/0012): the HSN table and its dated rates, the
 * place of supply from the pincode, and each line's tax by its supplier's state.
 */
export class GstService {
  /** Today's rate of every HSN code, for showing products; an order re-reads them in its transaction. */
  private todays?: { date: string; at: number; rates: TaxRates };
  private shop?: { at: number; row: Awaited<ReturnType<typeof repo.findBusinessSettings>> };

  /** Counts the drops: a read that was under way when its copy was dropped does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly work: UnitOfWork,
    private readonly bus: CacheBus,
    private readonly vendors: VendorGstins,
    /** Whether an e-invoicing provider (a GSP, EINVOICE_*) is set up: e-invoicing cannot be turned on without one (docs/decisions/0061). */
    private readonly eInvoicingProvider: boolean,
    /** The app's clock: when the owner changed a rate or a setting, as its record says. */
    private readonly now: () => number = Date.now,
  ) {
    bus.on('gst', () => {
      this.todays = undefined;
      this.shop = undefined;
      this.generation += 1;
    });
  }

  /**
   * The rate in force today of each HSN code and class, read at most once a minute (and again
   * after an admin changes the table on this server): product lists show it on every request.
   */
  async ratesToday(db: Kysely<Database> = this.work.db): Promise<TaxRates> {
    const date = indianDate();
    if (this.todays && this.todays.date === date && Date.now() - this.todays.at < RATES_TTL_MS) return this.todays.rates;
    const generation = this.generation;
    const rates = await this.ratesOn(date);
    if (generation === this.generation) this.todays = { date, at: Date.now(), rates };
    return rates;
  }

  private async ratesOn(date: string): Promise<TaxRates> {
    const codes = await repo.listHsnCodesAt(this.work.db, date);
    const classes = await repo.listClassRatesAt(this.work.db, date);
    return new TaxRates(new Map(codes.map((r) => [r.code, r.rate_bp])), new Map(classes.map((c) => [c.id, { hsnCode: c.hsn_code, rateBp: c.rate_bp }])));
  }

  /** The table or the business settings changed (committed): every server's next read goes to the database. */
  private forgetRates(): Promise<void> {
    return this.bus.changed('gst');
  }

  /** The shop as a supplier (its business settings), read at most once a minute and again after a save here. */
  async shopSupplier(db: Kysely<Database> = this.work.db) {
    if (this.shop && Date.now() - this.shop.at < RATES_TTL_MS) return this.shop.row;
    const generation = this.generation;
    const row = await repo.findBusinessSettings(db);
    if (generation === this.generation) this.shop = { at: Date.now(), row };
    return row;
  }

  /** What each of these HSN codes is, as the table describes it (the GST report's HSN summary). */
  descriptionsOf(codes: string[]): Promise<Map<string, string>> {
    return repo.findHsnDescriptions(this.work.db, [...new Set(codes)]);
  }

  /** Every HSN code with its rate in force on `date`, and its classes with theirs (null: none yet, the code's applies). */
  async hsnCodes(date = indianDate()): Promise<HsnCode[]> {
    const [codes, classes, classRates] = await Promise.all([repo.listHsnCodesAt(this.work.db, date), repo.listClasses(this.work.db), repo.listClassRatesAt(this.work.db, date)]);
    const inForce = new Map(classRates.map((c) => [c.id, c]));
    return codes.map((r) => ({
      code: r.code,
      description: r.description,
      unit: r.unit,
      rateBp: r.rate_bp,
      effectiveFrom: r.effective_from,
      classes: classes
        .filter((c) => c.hsn_code === r.code)
        .map((c) => ({ id: c.id, description: c.description, rateBp: inForce.get(c.id)?.rate_bp ?? null, effectiveFrom: inForce.get(c.id)?.effective_from ?? null })),
    }));
  }

  /**
   * The rate today of goods of one HSN code and, if given, class within it: the class's rate when
   * it has one in force, else the code's. A 400 on `field` when the code is not in the table, and
   * on gstClassId when the class is not one of that code's.
   */
  async rateOf(code: string, field = 'hsnCode', classId: string | null = null): Promise<number> {
    const [row] = await repo.listHsnCodesAt(this.work.db, indianDate(), [code]);
    if (!row) throw fieldError(field, 'unknownHsn');
    if (classId === null) return row.rate_bp;
    const gstClass = await repo.findClass(this.work.db, classId);
    if (!gstClass || gstClass.hsn_code !== code) throw fieldError('gstClassId', 'unknownGstClass');
    const [classRate] = await repo.listClassRatesAt(this.work.db, indianDate(), [classId]);
    return classRate?.rate_bp ?? row.rate_bp;
  }

  /**
   * A vendor may list goods of this HSN code and class: both are in the table, and goods with GST
   * need the vendor's GSTIN (an unregistered vendor sells only nil-rated goods). 400 on hsnCode.
   */
  async assertVendorMayList(vendorId: string, hsnCode: string, classId: string | null = null): Promise<void> {
    const rateBp = await this.rateOf(hsnCode, 'hsnCode', classId);
    if (rateBp > 0 && !(await this.vendors.gstinOf(vendorId))) throw fieldError('hsnCode', 'taxableNeedsGstin');
  }

  /** Admin -> Tax: every code with today's rate and all its rates, past and coming, and its classes with theirs. */
  async adminHsnCodes(): Promise<AdminHsnCode[]> {
    const [today, all, classRates] = await Promise.all([this.hsnCodes(), repo.listAllRates(this.work.db), repo.listAllClassRates(this.work.db)]);
    const dated = (r: { rate_bp: number; effective_from: string }) => ({ rateBp: r.rate_bp, effectiveFrom: r.effective_from });
    return today.map((h) => ({
      ...h,
      rates: all.filter((r) => r.hsn_code === h.code).map(dated),
      classes: h.classes.map((c) => ({ ...c, rates: classRates.filter((r) => r.class_id === c.id).map(dated) })),
    }));
  }

  /** A class of goods within a code, with its first rate, in one transaction; 409 when the code already has one so described. */
  async createClass(code: string, input: AdminCreateGstClass, adminId: string): Promise<AdminHsnCode> {
    if (!(await repo.hsnCodeExists(this.work.db, code))) throw notFound('This HSN code is not in the table.');
    const now = new Date(this.now()).toISOString();
    const id = randomUUID();
    return this.changeTable(
      code,
      async (trx) => {
        await repo.insertClass(trx, { id, code, description: input.description, by: adminId, now });
        await repo.insertClassRate(trx, { id: randomUUID(), classId: id, rateBp: input.rateBp, effectiveFrom: input.effectiveFrom, by: adminId, now });
      },
      { action: 'hsn_code.class', entity: 'hsn_code', entityId: code, after: { class_id: id, description: input.description, rate_bp: input.rateBp, effective_from: input.effectiveFrom } },
      () => new AppError(409, 'gst_class_exists', validationMessage('gstClassExists'), { description: validationMessage('gstClassExists') }),
    );
  }

  /** A class's rate from a date on: orders placed before it keep the rate they were sold at. */
  async addClassRate(classId: string, input: AdminAddGstRate, adminId: string): Promise<AdminHsnCode> {
    const gstClass = await repo.findClass(this.work.db, classId);
    if (!gstClass) throw notFound('This class is not in the table.');
    return this.changeTable(
      gstClass.hsn_code,
      (trx) => repo.insertClassRate(trx, { id: randomUUID(), classId, rateBp: input.rateBp, effectiveFrom: input.effectiveFrom, by: adminId, now: new Date(this.now()).toISOString() }),
      { action: 'gst_class.rate', entity: 'gst_class', entityId: classId, after: { hsn_code: gstClass.hsn_code, rate_bp: input.rateBp, effective_from: input.effectiveFrom } },
      rateExists,
    );
  }

  /** A new code with its first rate, in one transaction. */
  async createHsnCode(input: AdminCreateHsnCode, adminId: string): Promise<AdminHsnCode> {
    const now = new Date(this.now()).toISOString();
    return this.changeTable(
      input.code,
      async (trx) => {
        await repo.insertHsnCode(trx, { code: input.code, description: input.description, unit: input.unit, now });
        await repo.insertRate(trx, { id: randomUUID(), code: input.code, rateBp: input.rateBp, effectiveFrom: input.effectiveFrom, by: adminId, now });
      },
      { action: 'hsn_code.create', entity: 'hsn_code', entityId: input.code, after: { code: input.code, description: input.description, unit: input.unit, rate_bp: input.rateBp, effective_from: input.effectiveFrom } },
      () => new AppError(409, 'hsn_code_exists', validationMessage('hsnExists'), { code: validationMessage('hsnExists') }),
    );
  }

  /** A new rate from a date on: orders placed before it keep the rate they were sold at. */
  async addRate(code: string, input: AdminAddGstRate, adminId: string): Promise<AdminHsnCode> {
    if (!(await repo.hsnCodeExists(this.work.db, code))) throw notFound('This HSN code is not in the table.');
    return this.changeTable(
      code,
      (trx) => repo.insertRate(trx, { id: randomUUID(), code, rateBp: input.rateBp, effectiveFrom: input.effectiveFrom, by: adminId, now: new Date(this.now()).toISOString() }),
      { action: 'hsn_code.rate', entity: 'hsn_code', entityId: code, after: { rate_bp: input.rateBp, effective_from: input.effectiveFrom } },
      rateExists,
    );
  }

  /**
   * A change of the tax table, written in one transaction with its entry in the audit log
   * (docs/product-rules.md 50): a row the table holds already (its unique key) is `exists`, a 409.
   * Once committed every server reads the table again; the answer is the code as it now is.
   */
  private async changeTable(code: string, write: (trx: Kysely<Database>) => Promise<void>, change: StaffChange, exists: () => AppError): Promise<AdminHsnCode> {
    try {
      await this.work.transaction(async (trx) => {
        await write(trx);
        await this.work.recordChange(change);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw exists();
      throw err;
    }
    await this.forgetRates();
    return this.adminHsnCode(code);
  }

  private async adminHsnCode(code: string): Promise<AdminHsnCode> {
    const found = (await this.adminHsnCodes()).find((h) => h.code === code);
    if (found) return found;
    // A code whose first rate starts in the future has no rate today yet.
    const rates = (await repo.listAllRates(this.work.db)).filter((r) => r.hsn_code === code);
    const row = await this.work.db.selectFrom('hsn_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    return { code, description: row.description, unit: row.unit, rateBp: rates[0]?.rate_bp ?? 0, effectiveFrom: rates[0]?.effective_from ?? '', rates: rates.map((r) => ({ rateBp: r.rate_bp, effectiveFrom: r.effective_from })), classes: [] };
  }

  async businessSettings(): Promise<BusinessSettings> {
    const row = await repo.findBusinessSettings(this.work.db);
    return {
      legalName: row?.legal_name ?? null,
      address: row?.address ?? null,
      state: row?.state ?? null,
      gstin: row?.gstin ?? null,
      eInvoicing: Number(row?.einvoicing ?? 0) === 1,
      eInvoicingProvider: this.eInvoicingProvider,
      updatedAt: row?.updated_at ?? '',
    };
  }

  /**
   * Whether e-invoicing applies to the shop now (docs/product-rules.md 45): the owner said so, with
   * the shop's GSTIN (the settings kept for a minute, like the supplier documents name).
   */
  async eInvoicingApplies(): Promise<boolean> {
    const shop = await this.shopSupplier(this.work.db);
    return Number(shop?.einvoicing ?? 0) === 1 && !!shop?.gstin;
  }

  /**
   * Turns e-invoicing on or off (docs/product-rules.md 45). On only with the shop's GSTIN saved (the
   * IRP knows a supplier by it) and a provider set up (EINVOICE_*): a 400 on eInvoicing otherwise.
   */
  async setEInvoicing(on: boolean, adminId: string): Promise<BusinessSettings> {
    await this.work.transaction(async () => {
      const row = await repo.findBusinessSettings(this.work.db);
      if (on && !row?.gstin) throw new AppError(400, 'einvoicing_needs_gstin', 'E-invoicing needs the shop\'s GSTIN: save the business settings with it first.', { eInvoicing: 'Save the shop\'s GSTIN first' });
      if (on && !this.eInvoicingProvider) {
        throw new AppError(400, 'einvoicing_not_configured', 'No e-invoicing provider is set up on the server (EINVOICE_API_URL and its credentials).', { eInvoicing: 'No e-invoicing provider is set up on the server' });
      }
      await repo.saveEInvoicing(this.work.db, on, new Date(this.now()).toISOString(), adminId);
      // Who switched it, and which way (docs/product-rules.md 50).
      await this.work.recordChange({ action: 'einvoicing.settings', entity: 'business_settings', entityId: null, before: { einvoicing: Number(row?.einvoicing ?? 0) }, after: { einvoicing: on ? 1 : 0 } });
    });
    await this.forgetRates();
    return this.businessSettings();
  }

  /**
   * What the admin dashboard's setup checklist asks of the business settings, read from the
   * database (not the supplier kept for a minute): whether the legal name, address and state are
   * all given (`details`), and whether the GSTIN is.
   */
  async businessSettingsSet(): Promise<{ details: boolean; gstin: boolean }> {
    const row = await repo.findBusinessSettings(this.work.db);
    return { details: !!(row?.legal_name && row.address && row.state), gstin: !!row?.gstin };
  }

  /** The shop's GSTIN must be registered in the state it gives (its first two digits). */
  async saveBusinessSettings(input: AdminUpdateBusinessSettings, adminId: string): Promise<BusinessSettings> {
    if (input.gstin.slice(0, 2) !== GST_STATE_CODES[input.state]) throw fieldError('gstin', 'gstinState');
    const row = { legal_name: input.legalName, address: input.address, state: input.state, gstin: input.gstin, updated_at: new Date(this.now()).toISOString(), updated_by: adminId };
    await this.work.transaction(async () => {
      const before = await repo.findBusinessSettings(this.work.db);
      await repo.saveBusinessSettings(this.work.db, row);
      await this.work.recordChange({ action: 'business_settings.update', entity: 'business_settings', entityId: null, before: before ?? null, after: row });
    });
    await this.forgetRates();
    return this.businessSettings();
  }

  pincode(pincode: string): PincodePlace | undefined {
    return /^[0-9]{6}$/.test(pincode) ? lookUpPincode(pincode) : undefined;
  }

  /**
   * The delivery state, checked against India Post: an unknown pincode or one of another state is a
   * 400 on `field` (checkout's, unless a form of another place asks).
   */
  placeOfSupply(pincode: string, state: IndianStateOrUt, field = 'shipping.pincode'): IndianStateOrUt {
    const place = this.pincode(pincode);
    if (!place) throw fieldError(field, 'pincodeUnknown');
    if (!place.states.includes(state)) throw fieldError(field, 'pincodeState');
    return state;
  }

  /**
   * Taxes the lines of an order at the rates in force today (this server's copy of the table,
   * read again after every change made here and at least once a minute):
   * CGST + SGST when the line's supplier is in the delivery state, IGST otherwise. The caller says
   * which state each supplier supplies from (keyed by `supplierKeyOf`: null for the shop's
   * principal place); a supplier it does not know (a
   * vendor without a GSTIN sells only nil-rated goods, taxed 0 either way) counts as local.
   */
  async taxLines(lines: TaxableLine[], placeOfSupply: IndianStateOrUt, supplierStates: Map<string | null, IndianStateOrUt>): Promise<TaxedLine[]> {
    const rates = await this.ratesToday(this.work.db);
    return lines.map((line) => {
      const rateBp = rates.of(line.hsnCode, line.gstClassId);
      // Products are checked against the table when saved; a code without a rate is a broken table.
      if (rateBp === undefined) throw new AppError(500, 'internal_error', `No GST rate in force for HSN ${line.hsnCode}`);
      const supplierState = supplierStates.get(supplierKeyOf(line)) ?? placeOfSupply;
      return { ...lineTax(line.taxablePaise, rateBp, supplierState === placeOfSupply), hsnCode: line.hsnCode, supplierId: line.supplierId };
    });
  }

}
