import { MAX_REMITTANCE_ROWS, type RemittanceFileProblem } from '#shared/schemas/cod-remittances';

/**
 * Reading the courier's COD remittance statement (docs/decisions/0075-cod-remittances.md): the CSV
 * Shiprocket's panel exports of a remittance (Billing, COD Remittance, the remittance's AWB-wise
 * file), one row an AWB. Headers are found by their name whatever their case, spacing or
 * punctuation ("AWB No.", "awb_code", "COD Amount"), by the names below in this order; other
 * columns are left alone. Nothing is guessed: a row that cannot be read stops the whole file with
 * its row number, so a statement is taken whole or not at all.
 */

/** A row of the file as read: the header is row 1, as a spreadsheet numbers it. */
export interface StatementLine {
  row: number;
  awb: string;
  amountPaise: number;
}

export interface RemittanceStatement {
  /** Shiprocket's CRF ID of the remittance; else, in a file without one, the bank's UTR. */
  reference: string;
  utr: string | null;
  /** yyyy-MM-dd: the latest remittance date of its rows. */
  remittedOn: string;
  lines: StatementLine[];
}

/** A row that cannot be read: its number, and what is wrong with it. */
export class RemittanceFileError extends Error {
  override readonly name = 'RemittanceFileError';
  constructor(
    readonly row: number,
    readonly problem: RemittanceFileProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The header names each column is known by, compared without case, spaces or punctuation. */
export const STATEMENT_COLUMNS = {
  awb: ['awb', 'awbno', 'awbnumber', 'awbcode', 'airwaybill', 'airwaybillnumber', 'trackingnumber'],
  amount: ['codamount', 'codvalue', 'codpayable', 'codcollected', 'collectedamount', 'remittedamount', 'remittanceamount', 'amount'],
  crf: ['crfid', 'crf', 'crfno', 'remittanceid'],
  utr: ['utr', 'utrno', 'utrnumber', 'bankutr', 'bankreference'],
  date: ['remittancedate', 'remitteddate', 'remittedon', 'paymentdate', 'date'],
} as const;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const AWB = /^[A-Za-z0-9-]{4,40}$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,30}$/;
const UTR = /^[A-Z0-9]{6,30}$/;
/** Rupees as a statement writes them: "1250", "1,250.5", "₹ 1,250.50", "Rs. 1250". */
const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
/** One line's most: ₹1 crore, far beyond any parcel's cash. */
const MAX_LINE_PAISE = 1_00_00_000_00;

/** Rupees in a cell as integer paise; undefined when it is not an amount of at most two decimals. */
export function cellRupeesToPaise(cell: string): number | undefined {
  const text = cell.replace(/^(?:₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, '');
  const match = RUPEES.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A day as a statement writes it ("2026-12-08", "08-12-2026", "08/12/2026", a time after it or not) as yyyy-MM-dd. */
export function cellDate(cell: string): string | undefined {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(text);
  const indian = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:\s.*)?$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2]!.padStart(2, '0'), indian[1]!.padStart(2, '0')] : [];
  if (!year || !month || !day) return undefined;
  const date = `${year}-${month}-${day}`;
  // A day the calendar has (not 31-02): it reads back the same.
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

/**
 * CSV records as RFC 4180 has them (quoted cells with doubled quotes, commas and line breaks
 * inside quotes), ending a row at CRLF, LF or CR; a byte-order mark at the start is dropped. A
 * quote left open to the end is an error on the row it opened in.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteRow = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
      quoteRow = records.length + 1;
    } else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else cell += ch;
  }
  if (quoted) throw new RemittanceFileError(quoteRow, 'unclosed_quote', 'a quoted cell is not closed');
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

/** The column of a header row known by one of these names (the first name found wins); -1: none. */
function columnOf(headers: string[], names: readonly string[]): number {
  const normalised = headers.map(normalise);
  for (const name of names) {
    const at = normalised.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

/**
 * The remittance in a statement's CSV text: one reference for all its rows (a file of several
 * remittances is imported one remittance at a time), every AWB once, every amount in rupees.
 */
export function readRemittanceStatement(text: string): RemittanceStatement {
  const records = csvRecords(text);
  const blank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerAt = records.findIndex((record) => !blank(record));
  if (headerAt < 0) throw new RemittanceFileError(1, 'empty', 'the file is empty');
  const headers = records[headerAt]!;
  const column = {
    awb: columnOf(headers, STATEMENT_COLUMNS.awb),
    amount: columnOf(headers, STATEMENT_COLUMNS.amount),
    crf: columnOf(headers, STATEMENT_COLUMNS.crf),
    utr: columnOf(headers, STATEMENT_COLUMNS.utr),
    date: columnOf(headers, STATEMENT_COLUMNS.date),
  };
  const headerRow = headerAt + 1;
  if (column.awb < 0) throw new RemittanceFileError(headerRow, 'missing_column', 'there is no AWB column');
  if (column.amount < 0) throw new RemittanceFileError(headerRow, 'missing_column', 'there is no COD amount column');
  if (column.crf < 0 && column.utr < 0) throw new RemittanceFileError(headerRow, 'missing_column', 'there is no CRF ID or UTR column');
  if (column.date < 0) throw new RemittanceFileError(headerRow, 'missing_column', 'there is no remittance date column');

  const lines: StatementLine[] = [];
  const seen = new Set<string>();
  let reference: string | undefined;
  let utr: string | null | undefined;
  let remittedOn = '';
  for (let at = headerAt + 1; at < records.length; at++) {
    const record = records[at]!;
    const row = at + 1;
    if (blank(record)) continue;
    if (lines.length === MAX_REMITTANCE_ROWS) throw new RemittanceFileError(row, 'too_many_rows', `a remittance file has at most ${MAX_REMITTANCE_ROWS} rows`);
    const cell = (index: number) => (index < 0 ? '' : (record[index] ?? '').trim());
    const awb = cell(column.awb).toUpperCase();
    if (!AWB.test(awb)) throw new RemittanceFileError(row, 'awb', 'the AWB is not 4 to 40 letters and digits');
    if (seen.has(awb)) throw new RemittanceFileError(row, 'duplicate_awb', 'this AWB is on an earlier row too');
    seen.add(awb);
    const amountPaise = cellRupeesToPaise(cell(column.amount));
    if (amountPaise === undefined || amountPaise <= 0 || amountPaise > MAX_LINE_PAISE) throw new RemittanceFileError(row, 'amount', 'the COD amount is not an amount in rupees');
    const rowUtr = column.utr < 0 ? null : cell(column.utr).replace(/\s+/g, '').toUpperCase() || null;
    if (rowUtr !== null && !UTR.test(rowUtr)) throw new RemittanceFileError(row, 'reference', 'the UTR is not 6 to 30 letters and digits');
    const rowReference = column.crf < 0 ? rowUtr : cell(column.crf);
    if (!rowReference || !REFERENCE.test(rowReference)) throw new RemittanceFileError(row, 'reference', 'the CRF ID (the remittance reference) is missing or not up to 30 letters and digits');
    if ((reference !== undefined && rowReference !== reference) || (utr !== undefined && rowUtr !== utr)) {
      throw new RemittanceFileError(row, 'mixed_references', 'this row is of another remittance: import one remittance at a time');
    }
    reference = rowReference;
    utr = rowUtr;
    const date = cellDate(cell(column.date));
    if (!date) throw new RemittanceFileError(row, 'date', 'the remittance date is not a day (yyyy-mm-dd or dd-mm-yyyy)');
    if (date > remittedOn) remittedOn = date;
    lines.push({ row, awb, amountPaise });
  }
  if (reference === undefined) throw new RemittanceFileError(headerRow + 1, 'empty', 'the file has no AWB rows');
  return { reference, utr: utr ?? null, remittedOn, lines };
}
