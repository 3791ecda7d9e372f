import { describe, expect, it } from 'vitest';
import { cellDate, cellRupeesToPaise, csvRecords, readRemittanceStatement, RemittanceFileError } from '../../src/server/modules/remittances/index.ts';

// Shiprocket's remittance statement as the accountant downloads it (docs/decisions/0075): amounts
// in rupees to integer paise exactly, Indian and ISO days, RFC 4180 quoting, one remittance a file.
describe('the COD remittance statement', () => {
  it('reads rupees as integer paise, exactly, and nothing else', () => {
    expect(['1250', '1,250.5', '₹ 1,250.50', 'Rs. 1250', 'INR 0.07', '12,34,567.89'].map(cellRupeesToPaise)).toEqual([125000, 125050, 125050, 125000, 7, 123456789]);
    for (const bad of ['', '12.345', '-100', '1e3', 'abc', '१२००', '12.']) expect(cellRupeesToPaise(bad), bad).toBeUndefined();
  });

  it('reads a day in India\'s or ISO\'s order, refusing one the calendar has not', () => {
    expect(['2026-12-14', '14-12-2026', '4/1/2027', '2026-12-14 10:30:00', '14-12-2026 10:30'].map(cellDate)).toEqual(['2026-12-14', '2026-12-14', '2027-01-04', '2026-12-14', '2026-12-14']);
    for (const bad of ['31-02-2026', '2026-13-01', '14.12.2026', 'Dec 14, 2026', '']) expect(cellDate(bad), bad).toBeUndefined();
  });

  it('splits CSV as RFC 4180 does: quotes, doubled quotes, commas and line breaks inside, any line ending', () => {
    expect(csvRecords('\uFEFFa,"b, ""c"""\r\n"d\ne",f\rg,')).toEqual([['a', 'b, "c"'], ['d\ne', 'f'], ['g', '']]);
  });

  it('takes one remittance with its latest day; its reference is the CRF ID, else the UTR', () => {
    const csv = 'Courier,AWB No.,COD Amount,CRF ID,UTR No,Remittance Date\nDelhivery,sr101,"1,200.00",98765,utib123456,13-12-2026\nDelhivery,SR102,300,98765,UTIB123456,2026-12-14\n';
    expect(readRemittanceStatement(csv)).toEqual({ reference: '98765', utr: 'UTIB123456', remittedOn: '2026-12-14', lines: [{ row: 2, awb: 'SR101', amountPaise: 120000 }, { row: 3, awb: 'SR102', amountPaise: 30000 }] });
    expect(readRemittanceStatement('awb,amount,utr,date\nSR101,10,UTIB123456,2026-12-14').reference).toBe('UTIB123456');
  });

  it('names the row of a file of two remittances', () => {
    const read = () => readRemittanceStatement('AWB,COD Amount,CRF ID,Remittance Date\nSR101,10,1,2026-12-14\nSR102,10,2,2026-12-14');
    expect(read).toThrow(RemittanceFileError);
    expect(read).toThrow(expect.objectContaining({ row: 3, problem: 'mixed_references' }));
  });
});
