import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/server/csv.ts';

/** The cells a spreadsheet would read from a CSV line, splitting rows at any CR or LF outside quotes (the most trusting importer). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\r' || ch === '\n') (cells.push(cell), (cell = ''));
    else cell += ch;
  }
  cells.push(cell);
  return cells;
}

describe('CSV cells', () => {
  const hostile = [
    '=HYPERLINK("http://evil.example","x")',
    '+1+cmd|\' /C calc\'!A0',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    'Seeds\r=HYPERLINK("http://evil.example")',
    'Seeds\n@SUM(1)',
    'Seeds\r\n+1',
    'Seeds\r\r-1',
  ];

  it.each(hostile)('makes %j inert: no cell a spreadsheet reads from it starts a formula', (text) => {
    const csv = csvCell(text);
    expect(csv.startsWith('"')).toBe(true);
    // Every line of the cell's text, however an importer splits it, starts with a quote mark if it would start a formula.
    for (const line of csv.slice(1, -1).replace(/""/g, '"').split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t\r]/);
    // Read strictly (RFC 4180), the text is kept with only the quote marks added.
    expect(cellsOf(`${csv},next`)[0]!.replace(/'(?=[=+\-@\t\r])/g, '')).toBe(text);
  });

  it('leaves plain text, numbers and negative figures as they are, quoting only commas, quotes and line breaks', () => {
    expect(csvCell('Wheat seeds')).toBe('Wheat seeds');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('e-mail')).toBe('e-mail');
  });

  it('writes rows with CRLF after each', () => {
    expect(toCsv([['HSN', 'Description'], ['3808', '=1+1']])).toBe(`HSN,Description\r\n3808,"'=1+1"\r\n`);
  });
});
