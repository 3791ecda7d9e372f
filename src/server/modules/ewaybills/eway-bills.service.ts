import type { z } from 'zod';
import { stateOfGstin } from '#shared/gst';
import { indianDateDdMmYyyy, type IndianStateOrUt } from '#shared/india';
import type { PackUnit } from '#shared/pack';
import { splitAddress } from '#shared/postal-address';
import type { OrderStatus } from '#shared/schemas/orders';
import type { AdminEnterEWayBill, AdminEWayBill, AdminGenerateEWayBill, AdminOrderEWayBill, AdminUpdateEWayBillSettings, EWayBillJsonQuery, EWayBillSettings } from '#shared/schemas/eway-bills';
import { uqcQuantity } from '#shared/uqc';
import { validationMessage } from '#shared/validation-messages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import * as repo from './eway-bills.repository.ts';
import { eWayBillApiRequest } from './eway-bill-api-request.ts';
import { EWayBillError, type EWayBillProvider } from './eway-bill-provider.ts';
import { buildEWayBillJson, EWayBillDataError, type EWayBillFacts, type EWayBillJson } from './eway-bill-json.ts';
import { consignmentValuePaise, DEFAULT_EWAY_BILL_THRESHOLD_PAISE, eWayBillThresholdPaise, eWayBillValidity, isEWayBillValidAt, needsEWayBill } from './eway-bill-rules.ts';

/**
 * What an e-way bill is made of, as the documents module reads it (wired in services.ts): an
 * order, and the shop's own tax invoice of it with the lines it lists (null: the shop issued none,
 * its lines being nil-rated or a vendor's, who ships its own).
 */
export interface Consignment {
  order: {
    id: string;
    status: OrderStatus;
    place_of_supply: IndianStateOrUt | null;
    buyer_gstin: string | null;
    buyer_legal_name: string | null;
    buyer_address: string | null;
    buyer_city: string | null;
    buyer_pincode: string | null;
    ship_full_name: string;
    ship_address: string;
    ship_city: string;
    ship_state: IndianStateOrUt;
    ship_pincode: string;
  };
  doc: { id: string; number: string; issued_at: string; supplier_name: string; supplier_address: string; supplier_state: IndianStateOrUt; supplier_gstin: string | null } | null;
  lines: ReadonlyArray<{
    product_name: string;
    hsn_code: string | null;
    quantity: number;
    pack_size: number | null;
    pack_unit: PackUnit | null;
    line_total_paise: number;
    gst_rate_bp: number | null;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }>;
}

export interface EWayBillConsignments {
  shopConsignmentOf(orderId: string): Promise<Consignment | undefined>;
  /** Drops the invoice's kept PDF: the next download prints the bill's number (docs/decisions/0013 keeps PDFs). */
  forgetPdf(documentId: string): Promise<void>;
}

/** Staff accounts' names, by id: the accounts module answers (wired in services.ts). */
export interface StaffNames {
  namesOf(userIds: string[]): Promise<Map<string, string>>;
}

type EnteredBill = z.output<typeof AdminEnterEWayBill>;
type Transport = z.output<typeof EWayBillJsonQuery>;
type GenerateInput = z.output<typeof AdminGenerateEWayBill>;

const fieldError = (field: string, key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid e-way bill: ${field}: ${message}`, { [field]: message });
};
const notNeeded = () =>
  new AppError(409, 'eway_bill_not_needed', 'This order needs no e-way bill: its invoice is within the limit, or the shop ships none of it, or it is cancelled or delivered.');
/** A number the portal gave another order's bill: a mistyped number, refused on its field. */
const numberTaken = () => fieldError('number', 'ewayBillNumberTaken');

const MINUTE_MS = 60_000;
/** A hold on an order's generation older than this is a server that stopped (the provider's call times out in 20 s). */
const GENERATION_HOLD_MS = 2 * MINUTE_MS;
const beingGenerated = () => new AppError(409, 'eway_bill_exists', 'This order\'s e-way bill is being generated just now.');
const hasBill = (number: string) => new AppError(409, 'eway_bill_exists', `This order has its e-way bill ${number} already: it is not generated twice.`);

/**
 * E-way bills of the orders the shop ships (docs/product-rules.md 57, docs/decisions/0073): whether
 * an order's consignment needs one, the portal's bulk-upload file for it, the number the portal
 * gave entered with its validity, and the refusal to ship without a valid one. Without a GSP: the
 * dispatcher uploads the file on the portal and types the number back; with one (EWAYBILL_*), the
 * shop asks it for the bill.
 */
export class EWayBills {
  /** Orders whose bill this server is asking the provider for now; across servers the eway_bill_generations row decides. */
  private readonly generating = new Set<string>();

  constructor(
    private readonly work: UnitOfWork,
    private readonly consignments: EWayBillConsignments,
    private readonly staff: StaffNames,
    /** The app's clock: whether a bill is still valid, and when a setting or a bill was saved. */
    private readonly now: () => number = Date.now,
    /** A GST Suvidha Provider's e-way bill API (EWAYBILL_*); undefined: the portal's bulk file and the number typed back. */
    private readonly provider?: EWayBillProvider,
  ) {}

  get configured(): boolean {
    return this.provider !== undefined;
  }

  async settings(): Promise<EWayBillSettings> {
    const row = await repo.findSettings(this.work.db);
    return {
      intraStateThresholdPaise: Number(row?.intra_state_threshold_paise ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE),
      interStateThresholdPaise: DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
      updatedAt: row?.updated_at ?? null,
    };
  }

  /** The limit within the shop's state, recorded in the audit log (docs/product-rules.md 50). */
  async saveSettings(input: AdminUpdateEWayBillSettings, adminId: string): Promise<EWayBillSettings> {
    await this.work.transaction(async () => {
      const before = await repo.findSettings(this.work.db);
      const row = { intra_state_threshold_paise: input.intraStateThresholdPaise, updated_at: new Date(this.now()).toISOString(), updated_by: adminId };
      await repo.saveSettings(this.work.db, row);
      await this.work.recordChange({ action: 'eway_bill_settings.update', entity: 'eway_bill_settings', entityId: null, before: before ? { intra_state_threshold_paise: before.intra_state_threshold_paise } : null, after: { intra_state_threshold_paise: row.intra_state_threshold_paise } });
    });
    return this.settings();
  }

  /**
   * The order's consignment against the limit: the shop's invoice's value with tax, exempt lines
   * left out, above the limit between states or within the shop's (a setting). A cancelled order
   * needs none; a delivered one no longer moves. 404 for an unknown order.
   */
  private async assess(orderId: string) {
    const consignment = await this.consignments.shopConsignmentOf(orderId);
    if (!consignment) throw notFound('Order not found');
    const { order, doc, lines } = consignment;
    const interState = doc !== null && doc.supplier_state !== (order.place_of_supply ?? order.ship_state);
    const settings = await this.settings();
    const thresholdPaise = eWayBillThresholdPaise({ interState, intraStateThresholdPaise: settings.intraStateThresholdPaise });
    const valuePaise = consignmentValuePaise(
      lines.map((l) => ({ taxablePaise: Number(l.line_total_paise), taxPaise: Number(l.cgst_paise) + Number(l.sgst_paise) + Number(l.igst_paise), exempt: (l.gst_rate_bp ?? 0) === 0 })),
    );
    const moves = order.status !== 'cancelled' && order.status !== 'delivered';
    const needed = doc !== null && moves && needsEWayBill(valuePaise, thresholdPaise);
    const bill = await repo.findBill(this.work.db, order.id);
    return { ...consignment, interState, thresholdPaise, valuePaise, needed, bill };
  }

  /** GET /api/admin/orders/:id/eway-bill */
  async status(orderId: string): Promise<AdminOrderEWayBill> {
    const a = await this.assess(orderId);
    return {
      needed: a.needed,
      valuePaise: a.valuePaise,
      thresholdPaise: a.thresholdPaise,
      interState: a.interState,
      invoice: a.doc ? { id: a.doc.id, number: a.doc.number } : null,
      bill: a.bill ? await this.toBill(a.bill) : null,
      valid: a.bill ? isEWayBillValidAt(a.bill.valid_until, new Date(this.now())) : false,
      gsp: this.configured,
    };
  }

  private async toBill(row: repo.EWayBillRow): Promise<AdminEWayBill> {
    const names = await this.staff.namesOf([row.entered_by]);
    return {
      number: row.number,
      documentId: row.document_id,
      generatedAt: row.generated_at,
      validUntil: row.valid_until,
      distanceKm: Number(row.distance_km),
      cargo: row.cargo,
      mode: row.transport_mode,
      vehicleNo: row.vehicle_no,
      transporterId: row.transporter_id,
      enteredByName: names.get(row.entered_by) ?? '',
      createdAt: row.created_at,
    };
  }

  /**
   * The portal's bulk-upload file of the order's invoice with Part B as given (docs/decisions/0073):
   * 409 when the order needs no e-way bill, and 409 with the reason when the portal would refuse
   * the shop's data (no GSTIN or pincode in the business settings, a line without an HSN code).
   */
  async bulkJson(orderId: string, transport: Transport): Promise<{ fileName: string; json: EWayBillJson }> {
    const a = await this.assess(orderId);
    if (!a.needed || !a.doc) throw notNeeded();
    return { fileName: `eway-bill-${a.doc.number}.json`, json: this.jsonOf(a, a.doc, transport) };
  }

  private jsonOf(a: Awaited<ReturnType<EWayBills['assess']>>, doc: NonNullable<Consignment['doc']>, transport: Transport): EWayBillJson {
    try {
      return buildEWayBillJson(this.factsOf(a.order, doc, a.lines, a.interState, transport));
    } catch (err) {
      if (!(err instanceof EWayBillDataError)) throw err;
      throw new AppError(409, 'eway_bill_data', `The e-way bill portal would refuse this invoice: ${err.message}`, undefined, { reason: err.message });
    }
  }

  /**
   * Generates the order's e-way bill through the GSP (docs/product-rules.md 57, docs/decisions/0073
   * "Through a GSP"): Part A from the invoice and Part B as given, the same bill the bulk file
   * holds. Once an order: one with a bill is a 409, and so is one being generated by this or
   * another server (its eway_bill_generations row). The provider unreachable is a 503 with nothing
   * recorded (asked again, a bill the system made meanwhile is taken: error 604); its refusal a
   * 422 with its codes and texts. The bill is kept as an entered one is, in the audit log.
   */
  async generate(adminId: string, orderId: string, input: GenerateInput): Promise<AdminOrderEWayBill> {
    const provider = this.provider;
    if (!provider) throw new AppError(409, 'eway_bill_gsp_not_configured', 'No e-way bill provider is set up on the server (EWAYBILL_API_URL and its credentials): generate the bill on the portal and enter its number.');
    const a = await this.assess(orderId);
    if (!a.needed || !a.doc) throw notNeeded();
    if (a.bill) throw hasBill(a.bill.number);
    const doc = a.doc;
    const bill = this.jsonOf(a, doc, input).billLists[0]!;
    if (this.generating.has(a.order.id)) throw beingGenerated();
    this.generating.add(a.order.id);
    try {
      const startedAt = this.now();
      const held = await this.work.transaction(() =>
        repo.claimGeneration(this.work.db, { order_id: a.order.id, started_at: new Date(startedAt).toISOString(), started_by: adminId }, new Date(startedAt - GENERATION_HOLD_MS).toISOString()),
      );
      if (!held) throw beingGenerated();
      try {
        // Another server may have kept its bill just before this one's hold.
        const kept = await repo.findBill(this.work.db, a.order.id);
        if (kept) throw hasBill(kept.number);
        const made = await provider.generate(eWayBillApiRequest(bill), { docType: bill.docType, docNo: bill.docNo });
        await this.work.transaction(async () => {
          const row = this.billRow({ orderId: a.order.id, documentId: doc.id, number: made.ewbNo, generatedAt: made.ewayBillDate, validUntil: made.validUpto }, input, adminId);
          await repo.replaceBill(this.work.db, row);
          await repo.releaseGeneration(this.work.db, a.order.id);
          await this.consignments.forgetPdf(doc.id);
          await this.work.recordChange({ action: 'eway_bill.generate', entity: 'order', entityId: a.order.id, before: null, after: { ...row, duplicate: made.duplicate } });
        });
      } catch (err) {
        await repo.releaseGeneration(this.work.db, a.order.id);
        if (err instanceof EWayBillError) {
          if (err.retryable) throw new AppError(503, 'eway_bill_unavailable', `The e-way bill provider cannot be reached just now (${err.message}): nothing was recorded; generate again in a few minutes.`);
          throw new AppError(422, 'eway_bill_refused', err.message, undefined, { reason: err.message });
        }
        throw err;
      }
    } finally {
      this.generating.delete(a.order.id);
    }
    return this.status(orderId);
  }

  private factsOf(order: Consignment['order'], doc: NonNullable<Consignment['doc']>, lines: Consignment['lines'], interState: boolean, transport: Transport): EWayBillFacts {
    if (!doc.supplier_gstin) throw new EWayBillDataError("The invoice names no GSTIN of the shop: save it in Admin -> Tax & Business");
    const from = splitAddress(doc.supplier_address);
    if (!from) throw new EWayBillDataError("The shop's business address has no 6-digit pincode: add it in Admin -> Tax & Business");
    const shipTo = { address: order.ship_address, place: order.ship_city, pincode: order.ship_pincode, state: order.ship_state };
    // A business buyer is billed at its registered address, in its GSTIN's state; the goods go to the delivery address (Bill To - Ship To).
    const registeredState = order.buyer_gstin ? stateOfGstin(order.buyer_gstin) : undefined;
    const billedElsewhere = order.buyer_address && order.buyer_city && order.buyer_pincode && registeredState && order.buyer_pincode !== order.ship_pincode;
    const buyer = billedElsewhere
      ? { address: order.buyer_address!, place: order.buyer_city!, pincode: order.buyer_pincode!, state: registeredState }
      : shipTo;
    return {
      document: { number: doc.number, issuedAt: doc.issued_at },
      supplier: { gstin: doc.supplier_gstin, legalName: doc.supplier_name, address: from.addr1, place: from.loc, pincode: String(from.pin), state: doc.supplier_state },
      buyer: { ...buyer, gstin: order.buyer_gstin, name: order.buyer_legal_name ?? order.ship_full_name },
      shipTo: billedElsewhere ? shipTo : null,
      lines: lines.map((l) => {
        const q = uqcQuantity(l.quantity, l.pack_size === null ? null : Number(l.pack_size), l.pack_unit);
        const rate = l.gst_rate_bp ?? 0;
        return {
          name: l.product_name,
          hsnCode: l.hsn_code ?? '',
          quantity: q.quantity,
          uqc: q.uqc,
          taxablePaise: Number(l.line_total_paise),
          cgstRateBp: interState ? 0 : rate / 2,
          sgstRateBp: interState ? 0 : rate / 2,
          igstRateBp: interState ? rate : 0,
          cgstPaise: Number(l.cgst_paise),
          sgstPaise: Number(l.sgst_paise),
          igstPaise: Number(l.igst_paise),
        };
      }),
      transport,
    };
  }

  /**
   * The number the portal gave, with when it was generated and Part B: kept with the validity
   * that follows (Rule 138(10)), replacing the order's bill before, in the audit log with both
   * (docs/product-rules.md 50). 400 per field for a generation time ahead of the clock or before
   * the invoice; 400 on number for one another order has; 409 for an order that needs none.
   */
  async enter(adminId: string, orderId: string, input: EnteredBill): Promise<AdminOrderEWayBill> {
    const generatedAt = new Date(input.generatedAt);
    if (generatedAt.getTime() > this.now()) throw fieldError('generatedAt', 'ewayGeneratedFuture');
    try {
      await this.work.transaction(async () => {
        const a = await this.assess(orderId);
        if (!a.needed || !a.doc) throw notNeeded();
        // The portal's time is to the minute: a bill generated in the invoice's own minute counts.
        if (generatedAt.getTime() < Math.floor(Date.parse(a.doc.issued_at) / MINUTE_MS) * MINUTE_MS) throw fieldError('generatedAt', 'ewayGeneratedBeforeInvoice');
        const taken = await repo.orderOfNumber(this.work.db, input.number);
        if (taken !== undefined && taken !== orderId) throw numberTaken();
        const validity = eWayBillValidity(generatedAt, input.distanceKm, input.cargo);
        const row = this.billRow({ orderId: a.order.id, documentId: a.doc.id, number: input.number, generatedAt: generatedAt.toISOString(), validUntil: validity.validUntil }, input, adminId);
        await repo.replaceBill(this.work.db, row);
        await this.consignments.forgetPdf(a.doc.id);
        await this.work.recordChange({ action: 'eway_bill.enter', entity: 'order', entityId: a.order.id, before: a.bill ?? null, after: row });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw numberTaken();
      throw err;
    }
    return this.status(orderId);
  }

  /** An order's bill as kept: its number and validity, with Part B and the distance it was generated with. */
  private billRow(bill: { orderId: string; documentId: string; number: string; generatedAt: string; validUntil: string }, transport: GenerateInput, adminId: string) {
    return {
      order_id: bill.orderId,
      document_id: bill.documentId,
      number: bill.number,
      generated_at: bill.generatedAt,
      valid_until: bill.validUntil,
      distance_km: transport.distanceKm,
      cargo: transport.cargo,
      transport_mode: transport.mode,
      vehicle_no: transport.vehicleNo,
      transporter_id: transport.transporterId,
      transport_doc_no: transport.transportDocNo,
      transport_doc_date: transport.transportDocDate,
      entered_by: adminId,
      created_at: new Date(this.now()).toISOString(),
    };
  }

  /**
   * The order may ship (docs/product-rules.md 57): a consignment that needs an e-way bill has one
   * valid now, by the app's clock. Called in the status change's transaction, before it writes.
   */
  async assertReadyToShip(order: { id: string }): Promise<void> {
    const a = await this.assess(order.id);
    if (!a.needed) return;
    if (!a.bill) {
      throw new AppError(409, 'eway_bill_required', 'This consignment needs an e-way bill before it ships: generate it on the e-way bill portal and enter its number on the order.', undefined, {
        reason: 'missing',
        valuePaise: a.valuePaise,
      });
    }
    if (!isEWayBillValidAt(a.bill.valid_until, new Date(this.now()))) {
      const lastDay = indianDateDdMmYyyy(new Date(Date.parse(a.bill.valid_until) - 1));
      throw new AppError(409, 'eway_bill_required', `This order's e-way bill ${a.bill.number} was valid to the end of ${lastDay}: enter a new one (or the one the portal extended) before it ships.`, undefined, {
        reason: 'expired',
        number: a.bill.number,
        lastDay,
      });
    }
  }
}

/**
 * The e-way bill a tax invoice's goods travel with, for its PDF (docs/product-rules.md 57): the
 * documents module asks through its port (wired in services.ts).
 */
export class EWayBillMarks {
  constructor(private readonly work: UnitOfWork) {}

  async ofDocument(documentId: string): Promise<{ number: string; generatedAt: string; validUntil: string } | undefined> {
    const row = await repo.findBillOfDocument(this.work.db, documentId);
    return row ? { number: row.number, generatedAt: row.generated_at, validUntil: row.valid_until } : undefined;
  }
}
