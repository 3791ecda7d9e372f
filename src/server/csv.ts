import { stringify, type Options } from 'csv-stringify/sync';

/**
 * CSV as every export of the shop writes it (the GST report, lot-wise seed sales): one function,
 * so no export can escape cells differently from another. Server-only (csv-stringify never reaches
 * the browser bundle); a low layer: it knows no domain and imports no module.
 *
 * The quoting is csv-stringify's (RFC 4180: a cell with a comma, a double quote, a CR or an LF is
 * quoted, its quotes doubled; CRLF after every row). The formula guard is ours: a text cell a
 * spreadsheet could run as a formula is made inert, per OWASP's "CSV Injection" guidance: a cell
 * that starts with = + - @, a tab or a carriage return, or that has one of them right after a line
 * break inside it (an importer that takes a bare CR or LF as the end of a row would start a cell
 * there), gets a single quote before that character, and the cell is quoted. csv-stringify's own
 * `escape_formulas` looks at the first character only and does not quote the cell, so it is not
 * used (docs/decisions/0044). Texts come from people (an HSN description an admin typed, a product
 * name a vendor typed). Numbers are the shop's own figures and stay numbers.
 */

/** A character that can start a formula, at the start of the cell or right after a line break in it. */
const FORMULA_START = /[=+\-@\t\r]/;

/** `text` with a single quote before every character that could start a formula. */
function inert(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const before = i === 0 ? '\n' : text[i - 1]!;
    if ((before === '\r' || before === '\n') && FORMULA_START.test(text[i]!)) out += "'";
    out += text[i];
  }
  return out;
}

const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Set explicitly: with a record_delimiter given, csv-stringify would otherwise quote only a
  // cell holding the whole CRLF, and leave a bare CR or LF unquoted.
  quote_record_delimiter: true,
  cast: {
    // A cell the guard changed is quoted whatever it holds; any other is quoted only when it must be.
    string: (value) => {
      const guarded = inert(value);
      return guarded === value ? value : { value: guarded, quoted: true };
    },
  },
};

/** Rows of cells as CSV text: comma-separated, CRLF after every row (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify(rows as Array<Array<string | number>>, OPTIONS);
}

/** One cell as it appears in toCsv's output. */
export function csvCell(value: string | number): string {
  return stringify([[value]], { ...OPTIONS, eof: false });
}
