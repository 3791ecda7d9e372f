import { describe, expect, it } from 'vitest';
import { foldSearch, looseLatin, looseSearchOf, romanize, searchRomanOf, searchTermsOf } from '../../src/server/modules/catalog/search-text.ts';
import { isCropValue, isProblemValue, parseProblemValue } from '../../src/shared/catalog-facets.ts';

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

// A product's uses' crops and problems as it is searched by (docs/decisions/0055).
describe('search terms', () => {
  const cotton = { en: 'Cotton', hi: 'कपास', mr: 'कापूस' };
  const jassid = { en: 'Jassid (leafhopper)', hi: 'हरा तेला (जैसिड)', mr: 'तुडतुडे' };

  it('name each crop and problem in every language, a line each, and their Latin spellings last', () => {
    const terms = searchTermsOf([cotton, jassid]);
    expect(terms.split('\n')).toEqual(['Cotton', 'कपास', 'कापूस', 'Jassid (leafhopper)', 'हरा तेला (जैसिड)', 'तुडतुडे', 'kapas kapus hara tela jaisid tudtude']);
  });

  it('are the same text for the same names in any order or repeated, and empty for none', () => {
    expect(searchTermsOf([jassid, cotton, cotton])).toBe(searchTermsOf([cotton, jassid]));
    expect(searchTermsOf([])).toBe('');
  });

  it('take a problem as its crop and slug, a dot apart', () => {
    expect(parseProblemValue('cotton.pink-bollworm')).toEqual({ crop: 'cotton', problem: 'pink-bollworm' });
    for (const bad of ['jassid', 'cotton.', '.jassid', 'cotton.jassid.x', 'Cotton.jassid', 'cotton. jassid']) expect(isProblemValue(bad), bad).toBe(false);
    expect(isCropValue('cotton')).toBe(true);
    for (const bad of ['Cotton', 'cotton.jassid', '', 'a'.repeat(41), '-x']) expect(isCropValue(bad), bad).toBe(false);
  });
});
