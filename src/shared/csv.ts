/**
 * CSV as every export of the shop writes it (the GST report, lot-wise seed sales): one function,
 * so no export can escape cells differently from another.
 *
 * A text cell a spreadsheet could run as a formula is made inert, per OWASP's "CSV Injection"
 * guidance: a cell that starts with = + - @, a tab or a carriage return, or that has one of them
 * right after a line break inside it (an importer that takes a bare CR or LF as the end of a row
 * would start a cell there), gets a single quote before that character, and the cell is quoted.
 * Texts come from people (an HSN description an admin typed, a product name a vendor typed).
 * Numbers are the shop's own figures and stay numbers.
 */

/** A character that can start a formula, at the start of the cell or right after a line break in it. */
const FORMULA_START = /[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let inert = '';
  for (let i = 0; i < value.length; i++) {
    const before = i === 0 ? '\n' : value[i - 1]!;
    if ((before === '\r' || before === '\n') && FORMULA_START.test(value[i]!)) inert += "'";
    inert += value[i];
  }
  return inert !== value || /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** Rows of cells as CSV text: comma-separated, CRLF after every row (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
