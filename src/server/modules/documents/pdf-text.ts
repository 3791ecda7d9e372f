import { createRequire } from 'node:module';

/**
 * Text in the shop's PDFs (tax documents, packing slips): set in Noto Sans Devanagari (SIL Open
 * Font License, from @fontsource), embedded: its Latin face for Latin text, its Devanagari face for
 * ₹ and for Hindi and Marathi, each piece readable by a PDF reader in its characters' order.
 */

const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) => require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`);
const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  deva: fontFile('devanagari', 400),
  devaBold: fontFile('devanagari', 700),
};

// Code points the Devanagari face holds (its subset's range): everything else is set in the Latin face.
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\u200C\u200D\u20A8\u20B9\u20F0\u25CC\uA830-\uA839\uA8E0-\uA8FF]/u;
// Devanagari letters and signs, whose glyphs may not follow the text's order (not ₹, which does).
const DEVANAGARI_LETTER = /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/u;

export type Doc = PDFKit.PDFDocument;

/** What markDevanagariText uses of pdfkit beyond its typed API (0.20). */
interface PdfKitInternals {
  _fragment?: (text: string, x: number, y: number, options: object) => void;
  addContent(data: string): unknown;
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex. */
const pdfTextString = (text: string) => `FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}`;

/**
 * pdfkit shapes Devanagari with fontkit's Indic shaper (conjuncts such as क्ष, ज्ञ and ट्र, the
 * i-matra drawn before its consonant, a reph over the letter after it), but a PDF maps each glyph
 * back to characters on its own, so a reader would take them in the glyphs' visual order: "िकसान"
 * for किसान, "धमर्" for धर्म. Each piece of text with Devanagari is therefore marked with its
 * characters in their order (ActualText, ISO 32000-1 14.9.4), which readers that honour it
 * (poppler's pdftotext, Acrobat) take instead. The mark goes inside the text object pdfkit writes
 * for the piece, where the coordinates are the glyphs' own: outside it, poppler would put the text
 * at the page's mirrored height. A pdfkit upgrade that renames _fragment fails the documents test.
 */
function markDevanagariText(pdf: Doc): void {
  const internals = pdf as unknown as PdfKitInternals;
  const fragment = internals._fragment;
  if (typeof fragment !== 'function') return; // a pdfkit without it: the text is drawn all the same
  internals._fragment = function (this: PdfKitInternals, text, x, y, options) {
    if (!DEVANAGARI_LETTER.test(text)) return fragment.call(this, text, x, y, options);
    const addContent = this.addContent;
    this.addContent = (data) => {
      if (data === 'BT') addContent.call(this, `/Span <</ActualText <${pdfTextString(text)}>>> BDC`);
      addContent.call(this, data);
      if (data === 'ET') addContent.call(this, 'EMC');
      return this;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      Reflect.deleteProperty(this, 'addContent');
    }
  };
}

/**
 * Writes text in runs of one face each, so Latin, ₹ and Devanagari mix on one line. Spaces between
 * two Devanagari letters stay in their run (the face has a space): a phrase is one piece of text.
 */
export function write(pdf: Doc, text: string, options: PDFKit.Mixins.TextOptions & { x?: number; y?: number; bold?: boolean } = {}): void {
  const { x, y, bold, ...rest } = options;
  const chars = [...text];
  const inDevanagari = chars.map((ch) => DEVANAGARI.test(ch));
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== ' ') continue;
    let end = i;
    while (chars[end] === ' ') end++;
    const between = inDevanagari[i - 1] === true && inDevanagari[end] === true;
    for (; i < end; i++) inDevanagari[i] = between;
  }
  const runs: Array<{ deva: boolean; text: string }> = [];
  chars.forEach((ch, i) => {
    const deva = inDevanagari[i]!;
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  });
  if (runs.length === 0) runs.push({ deva: false, text: '' });
  runs.forEach((run, i) => {
    pdf.font(run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin');
    const continued = i < runs.length - 1;
    if (i === 0 && x !== undefined && y !== undefined) pdf.text(run.text, x, y, { ...rest, continued });
    else pdf.text(run.text, { ...rest, continued });
  });
}

/**
 * One row of a table set in `size` points: each cell from `x` in its column's width less `gutter`,
 * and under cell `below.at` a second line in `below.size` points (a name in the buyer's language).
 * Returns the y under the row's tallest cell.
 */
export function writeRow(
  pdf: Doc,
  { x, y, widths, cells, size, gutter, bold = false, below = null }: { x: number; y: number; widths: number[]; cells: string[]; size: number; gutter: number; bold?: boolean; below?: { at: number; text: string; size: number } | null },
): number {
  let left = x;
  let bottom = y;
  cells.forEach((cell, i) => {
    const w = widths[i]!;
    write(pdf, cell, { x: left, y, width: w - gutter, bold });
    if (below && i === below.at) {
      pdf.fontSize(below.size);
      write(pdf, below.text, { x: left, y: pdf.y + 1, width: w - gutter });
      pdf.fontSize(size);
    }
    bottom = Math.max(bottom, pdf.y);
    left += w;
  });
  return bottom;
}

/**
 * A new A4 PDF with the shop's fonts, and the bytes once `pdf.end()` is called. pdfkit is loaded
 * with the first document asked for, not at start: it holds several MiB that most of a server's
 * life never needs (docs/decisions/0033: one lean process).
 */
export async function openPdf(info: { Title: string; Author: string }): Promise<{ pdf: Doc; done: Promise<Uint8Array> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  markDevanagariText(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
