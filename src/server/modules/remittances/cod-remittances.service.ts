import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminCodRemittance, AdminCodRemittanceDetail, AdminCodRemittanceLine, RemittanceOutcome } from '#shared/schemas/cod-remittances';
import type { CodRemittanceLinesTable, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import * as repo from './cod-remittances.repository.ts';
import { readRemittanceStatement, RemittanceFileError, type RemittanceStatement } from './remittance-statement.ts';

/** The carrier's shipments, by AWB: the couriers module answers (wired in services.ts). */
export interface ShipmentsForRemittances {
  ordersByAwb(awbs: readonly string[]): Promise<Map<string, string>>;
}

/** A COD order's cash and number: the orders module answers (its RemittedCash and OrderReads, wired in services.ts). */
export interface OrdersForRemittances {
  /** Marks a COD order's remitted cash collected when it is its total and still due; else says why not. Undefined: no such order. */
  collect(settledBy: string, orderId: string, remittance: { reference: string; amountPaise: number }): Promise<{ outcome: Exclude<RemittanceOutcome, 'unknown_awb'>; expectedPaise: number } | undefined>;
  numbersOf(orderIds: string[]): Promise<Map<string, number>>;
}

/** Staff accounts' names, by id: the accounts module answers. */
export interface StaffNames {
  namesOf(userIds: string[]): Promise<Map<string, string>>;
}

/** The list shows this many remittances, newest first: a year of weekly remittances and more. */
const LIST_LIMIT = 200;

const imported = () => new AppError(409, 'remittance_exists', 'This remittance was imported already: nothing was changed.');

const fileInvalid = (error: RemittanceFileError) =>
  new AppError(400, 'remittance_file_invalid', `Row ${error.row} of the remittance file cannot be read: ${error.message}. Nothing was imported.`, { csv: `Row ${error.row}: ${error.message}` }, { row: error.row, problem: error.problem, reason: error.message });

/**
 * The courier's COD remittances (docs/product-rules.md 60, docs/decisions/0075-cod-remittances.md):
 * its statement imported, each AWB matched to the order it shipped, the cash of those that agree
 * marked collected with the remittance's reference, the rest kept as differences for the accountant.
 */
export class CodRemittances {
  constructor(
    private readonly work: UnitOfWork,
    private readonly shipments: ShipmentsForRemittances,
    private readonly orders: OrdersForRemittances,
    private readonly staff: StaffNames,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Imports one remittance's statement in ONE transaction: the remittance row first (unique by
   * carrier and reference: imported again, or by two people at once, the second is a 409 and
   * changes nothing), then each line matched and its order's cash marked collected when it agrees.
   * A file that cannot be read is a 400 naming the row, before anything is written.
   */
  async importCsv(admin: UserRow, csv: string): Promise<AdminCodRemittanceDetail> {
    let statement: RemittanceStatement;
    try {
      statement = readRemittanceStatement(csv);
    } catch (error) {
      if (error instanceof RemittanceFileError) throw fileInvalid(error);
      throw error;
    }
    const id = randomUUID();
    const createdAt = new Date(this.now()).toISOString();
    // The order's payment reference: the bank's UTR of the courier's transfer, else its CRF ID (both at most 30 characters).
    const reference = statement.utr ?? statement.reference;
    const amountPaise = statement.lines.reduce((sum, line) => sum + line.amountPaise, 0);
    try {
      await this.work.transaction(async () => {
        await repo.insertRemittance(this.work.db, { id, carrier: 'shiprocket', reference: statement.reference, utr: statement.utr, remitted_on: statement.remittedOn, amount_paise: amountPaise, source: 'csv', recorded_by: admin.id, created_at: createdAt });
        const orderOf = await this.shipments.ordersByAwb(statement.lines.map((line) => line.awb));
        const lines: CodRemittanceLinesTable[] = [];
        for (const line of statement.lines) {
          const orderId = orderOf.get(line.awb);
          const result = orderId ? await this.orders.collect(admin.id, orderId, { reference, amountPaise: line.amountPaise }) : undefined;
          lines.push({ remittance_id: id, row_number: line.row, awb: line.awb, order_id: result ? orderId! : null, amount_paise: line.amountPaise, expected_paise: result?.expectedPaise ?? null, outcome: result?.outcome ?? 'unknown_awb' });
        }
        await repo.insertLines(this.work.db, lines);
        const count = (outcome: RemittanceOutcome) => lines.filter((line) => line.outcome === outcome).length;
        await this.work.recordChange({
          action: 'cod_remittance.import',
          entity: 'cod_remittance',
          entityId: id,
          before: null,
          after: { carrier: 'shiprocket', reference: statement.reference, utr: statement.utr, remitted_on: statement.remittedOn, amount_paise: amountPaise, lines: lines.length, matched: count('matched'), differences: lines.length - count('matched') },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw imported();
      throw error;
    }
    return this.get(id);
  }

  async list(): Promise<{ items: AdminCodRemittance[] }> {
    return { items: await this.summaries(await repo.findRemittances(this.work.db, LIST_LIMIT)) };
  }

  async get(id: string): Promise<AdminCodRemittanceDetail> {
    const [row] = id.length <= 64 ? await repo.findRemittances(this.work.db, 1, id) : [];
    if (!row) throw notFound('Remittance not found');
    const [remittance] = await this.summaries([row]);
    const lines = await repo.findLines(this.work.db, id);
    const numbers = await this.orders.numbersOf([...new Set(lines.flatMap((line) => (line.order_id ? [line.order_id] : [])))]);
    return {
      remittance: remittance!,
      lines: lines.map((line): AdminCodRemittanceLine => {
        const number = line.order_id ? numbers.get(line.order_id) : undefined;
        return {
          row: line.row_number,
          awb: line.awb,
          orderId: line.order_id,
          orderNumber: number === undefined ? null : formatOrderNumber(number),
          amountPaise: Number(line.amount_paise),
          expectedPaise: line.expected_paise === null ? null : Number(line.expected_paise),
          outcome: line.outcome,
        };
      }),
    };
  }

  private async summaries(rows: repo.RemittanceSummaryRow[]): Promise<AdminCodRemittance[]> {
    const names = await this.staff.namesOf([...new Set(rows.map((row) => row.recorded_by))]);
    return rows.map((row) => {
      const lineCount = Number(row.line_count);
      const matchedCount = Number(row.matched_count ?? 0);
      return {
        id: row.id,
        carrier: row.carrier,
        reference: row.reference,
        utr: row.utr,
        remittedOn: row.remitted_on,
        amountPaise: Number(row.amount_paise),
        matchedPaise: Number(row.matched_paise ?? 0),
        lineCount,
        matchedCount,
        differenceCount: lineCount - matchedCount,
        recordedBy: row.recorded_by,
        recordedByName: names.get(row.recorded_by) ?? '',
        createdAt: row.created_at,
      };
    });
  }
}
