import { describe, expect, it } from 'vitest';
import { foldSearch, looseLatin, looseSearchOf, romanize, searchRomanOf } from '../../src/server/modules/catalog/search-text.ts';

// Search in any language (issue 14, docs/decisions/0023): the foldings that make spellings meet.
describe('search text', () => {
  it('folds Devanagari spellings: chandrabindu as anusvara, no nukta, no joiners', () => {
    expect(foldSearch('गेहूँ')).toBe(foldSearch('गेहूं'));
    expect(foldSearch('\u095B')).toBe('ज'); // precomposed ज़
    expect(foldSearch('ज\u093C')).toBe('ज');
    expect(foldSearch('क्\u200Dष')).toBe('क्ष');
    expect(foldSearch('WHEAT')).toBe('wheat');
  });

  it('spells Hindi and Marathi in Latin letters as farmers type them, dropping silent vowels', () => {
    expect(romanize('गेहूं के बीज')).toBe('gehoon ke beej');
    expect(romanize('गहू')).toBe('gahoo');
    expect(romanize('सरसों')).toBe('sarson');
    expect(romanize('टमाटर')).toBe('tamaatar');
    expect(romanize('किसान')).toBe('kisaan');
    expect(romanize('मक्का')).toBe('makkaa');
  });

  it('loosens Latin spellings the way they vary', () => {
    for (const [a, b] of [['gehoon', 'gehun'], ['beej', 'bij'], ['khaad', 'kad'], ['dhaan', 'dan'], ['makka', 'maka'], ['sarsoon', 'sarsun'], ['Wheat', 'vheat']]) {
      expect(looseLatin(a!), a).toBe(b);
    }
    expect(searchRomanOf(['गेहूं के बीज', null, 'गव्हाचे बियाणे'])).toBe('gehun ke bij gavhace biyane');
  });

  it('loosens only a Latin search, and not to fewer than 3 letters', () => {
    expect(looseSearchOf('gehoon')).toBe('gehun');
    expect(looseSearchOf('gehun')).toBeUndefined(); // already loose: searched as typed
    expect(looseSearchOf('गेहूं')).toBeUndefined();
    expect(looseSearchOf('zzzz')).toBeUndefined(); // "j": would match nearly everything
  });
});
