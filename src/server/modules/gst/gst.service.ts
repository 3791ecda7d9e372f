import type { Kysely } from 'kysely';
import { lineTax, stateOfGstin, type LineTax } from '#shared/gst';
import type { IndianStateOrUt } from '#shared/india';
import type { HsnCode } from '#shared/schemas/gst';
import { validationMessage } from '#shared/validation-messages';
import type { Database } from '#server/db/schema';
import { AppError } from '#server/http/errors';
import * as repo from './gst.repository.ts';
import { lookUpPincode, type PincodePlace } from './pincode-directory.ts';

/** How long product lists may show a rate read earlier (an order always reads the rate in force). */
const RATES_TTL_MS = 60_000;

/** Today's date in India (rates change at midnight IST), as YYYY-MM-DD. */
export const indianDate = (at = new Date()) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const fieldError = (field: string, key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
};

/** One line to tax: its value, HSN code and who supplies it (a vendor's id, null for the shop). */
export interface TaxableLine {
  taxablePaise: number;
  hsnCode: string;
  supplierId: string | null;
}

export type TaxedLine = LineTax & { hsnCode: string; supplierId: string | null };

/**
 * GST (docs/product-rules.md 3; docs/decisions/0012): the HSN table and its dated rates, the
 * place of supply from the pincode, and each line's tax by its supplier's state.
 */
export class GstService {
  /** Today's rate of every HSN code, for showing products; an order re-reads them in its transaction. */
  private todays?: { date: string; at: number; rates: Map<string, number> };

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The rate in force today of each HSN code, read at most once a minute (and again after an
   * admin changes the table on this server): product lists show it on every request.
   */
  async ratesToday(): Promise<Map<string, number>> {
    const date = indianDate();
    if (this.todays && this.todays.date === date && Date.now() - this.todays.at < RATES_TTL_MS) return this.todays.rates;
    const rates = new Map((await repo.listHsnCodesAt(this.db, date)).map((r) => [r.code, r.rate_bp]));
    this.todays = { date, at: Date.now(), rates };
    return rates;
  }

  /** The table changed: the next product list reads the rates again. */
  forgetRates(): void {
    this.todays = undefined;
  }

  async hsnCodes(date = indianDate()): Promise<HsnCode[]> {
    return (await repo.listHsnCodesAt(this.db, date)).map((r) => ({ code: r.code, description: r.description, unit: r.unit, rateBp: r.rate_bp, effectiveFrom: r.effective_from }));
  }

  /** The rate of one HSN code today; a 400 on `field` when the code is not in the table. */
  async rateOf(db: Kysely<Database>, code: string, field = 'hsnCode'): Promise<number> {
    const [row] = await repo.listHsnCodesAt(db, indianDate(), [code]);
    if (!row) throw fieldError(field, 'unknownHsn');
    return row.rate_bp;
  }

  /**
   * A vendor may list goods of this HSN code: the code is in the table, and goods with GST need
   * the vendor's GSTIN (an unregistered vendor sells only nil-rated goods). 400 on hsnCode.
   */
  async assertVendorMayList(vendorId: string, hsnCode: string): Promise<void> {
    const rateBp = await this.rateOf(this.db, hsnCode);
    if (rateBp > 0 && !(await repo.findVendorGstins(this.db, [vendorId])).get(vendorId)) throw fieldError('hsnCode', 'taxableNeedsGstin');
  }

  pincode(pincode: string): PincodePlace | undefined {
    return /^[0-9]{6}$/.test(pincode) ? lookUpPincode(pincode) : undefined;
  }

  /** The delivery state, checked against India Post: an unknown pincode or one of another state is a 400. */
  placeOfSupply(pincode: string, state: IndianStateOrUt): IndianStateOrUt {
    const place = this.pincode(pincode);
    if (!place) throw fieldError('shipping.pincode', 'pincodeUnknown');
    if (!place.states.includes(state)) throw fieldError('shipping.pincode', 'pincodeState');
    return state;
  }

  /**
   * Taxes the lines of an order inside its transaction, at the rates in force today: CGST + SGST
   * when the line's supplier is in the delivery state, IGST otherwise. The shop supplies from the
   * state of its business settings, a vendor from its GSTIN's state (a vendor without one sells
   * only nil-rated goods, whose tax is 0 either way).
   */
  async taxLines(trx: Kysely<Database>, lines: TaxableLine[], placeOfSupply: IndianStateOrUt): Promise<TaxedLine[]> {
    const codes = [...new Set(lines.map((l) => l.hsnCode))];
    const rates = new Map((await repo.listHsnCodesAt(trx, indianDate(), codes)).map((r) => [r.code, r.rate_bp]));
    const shopState = (await repo.findBusinessSettings(trx))?.state ?? undefined;
    const vendorIds = [...new Set(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])))];
    const gstins = await repo.findVendorGstins(trx, vendorIds);
    return lines.map((line) => {
      const rateBp = rates.get(line.hsnCode);
      // Products are checked against the table when saved; a code without a rate is a broken table.
      if (rateBp === undefined) throw new AppError(500, 'internal_error', `No GST rate in force for HSN ${line.hsnCode}`);
      const supplierState = line.supplierId ? stateOfGstin(gstins.get(line.supplierId) ?? '') : shopState;
      return { ...lineTax(line.taxablePaise, rateBp, (supplierState ?? placeOfSupply) === placeOfSupply), hsnCode: line.hsnCode, supplierId: line.supplierId };
    });
  }
}
