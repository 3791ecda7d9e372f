import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from '../../src/shared/amount-in-words.ts';

describe('amounts in words (Indian system)', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(105)).toBe('One Hundred Five');
    expect(numberInWords(2950)).toBe('Two Thousand Nine Hundred Fifty');
    expect(numberInWords(894900)).toBe('Eight Lakh Ninety-Four Thousand Nine Hundred');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInWords(150_00_00_000)).toBe('One Hundred Fifty Crore');
  });

  it('writes rupees and paise as an invoice does', () => {
    expect(rupeesInWords(894900_00)).toBe('Rupees Eight Lakh Ninety-Four Thousand Nine Hundred Only');
    expect(rupeesInWords(2339_99)).toBe('Rupees Two Thousand Three Hundred Thirty-Nine and Ninety-Nine Paise Only');
    expect(rupeesInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
  });
});
