import { describe, expect, it } from 'vitest';
import { correctionsOf, oneEditFrom } from '../../src/server/modules/catalog/search-typos.ts';
import { searchNamesOf, wordsOf } from '../../src/server/modules/catalog/search-text.ts';

// One typo in a word of five letters or more (docs/decisions/0036-search-ranking.md),
// corrected against the words of the catalogue's names.
const vocabulary = new Set(['tractor', 'soybean', 'seeds', 'wheat', 'premium', 'pump', 'water', 'harvester', 'soyabin', 'gehun', 'ट्रैक्टर', 'सोयाबीन', 'ट्रॅक्टर', 'गेहूं', 'बियाणे']);

describe('typo tolerance', () => {
  it('knows every word one edit away: a letter missing, extra, wrong or two swapped', () => {
    const edits = oneEditFrom('tractor');
    for (const w of ['tracter', 'tractr', 'tracctor', 'rtactor', 'tarctor']) expect(edits.has(w), w).toBe(true);
    expect(edits.has('tractor')).toBe(false);
    expect(edits.has('trecter')).toBe(false);
  });

  it('corrects "tracter" to tractor and "soyabean" to soybean', () => {
    expect(correctionsOf('tracter', vocabulary)).toEqual(['tractor']);
    expect(correctionsOf('soyabean', vocabulary)).toEqual(['soybean']);
    expect(correctionsOf('Tracter', vocabulary)).toEqual(['tractor']);
  });

  it('corrects each word of a longer search and keeps the words that are right or short', () => {
    expect(correctionsOf('premium wheet seeds', vocabulary)).toEqual(['premium wheat seeds']);
    expect(correctionsOf('45 hp tracter', vocabulary)).toEqual(['45 hp tractor']);
  });

  it('corrects one typo in a Devanagari word of five characters or more: a wrong vowel sign, one left out or added', () => {
    // े for ै, a common misspelling: the Hindi ट्रैक्टर and the Marathi ट्रॅक्टर are each one edit away.
    expect(correctionsOf('ट्रेक्टर', vocabulary)).toEqual(['ट्रॅक्टर', 'ट्रैक्टर']);
    expect(correctionsOf('सोयबीन', vocabulary)).toEqual(['सोयाबीन']);
    expect(correctionsOf('बियाने', vocabulary)).toEqual(['बियाणे']);
    // Folded as the index is: chandrabindu as anusvara, so "गेहूँ" is already a catalogue word.
    expect(correctionsOf('गेहूँ', vocabulary)).toEqual([]);
    expect(correctionsOf('सोयबीन के बीज', vocabulary)).toEqual(['सोयाबीन के बीज']);
  });

  it('leaves alone words under five letters, words two edits away, numbers and mixed scripts', () => {
    expect(correctionsOf('pimp', vocabulary)).toEqual([]);
    expect(correctionsOf('trektar', vocabulary)).toEqual([]);
    expect(correctionsOf('12345', vocabulary)).toEqual([]);
    expect(correctionsOf('ट्रैक्टर', vocabulary)).toEqual([]);
    expect(correctionsOf('टरेक्टार', vocabulary)).toEqual([]);
    expect(correctionsOf('गहूं', vocabulary)).toEqual([]);
    expect(correctionsOf('tractorट्र', vocabulary)).toEqual([]);
    expect(correctionsOf('tractor', vocabulary)).toEqual([]);
  });

  it('offers every catalogue word one edit away, in a stable order', () => {
    expect(correctionsOf('seede', new Set(['seeds', 'seeded', 'seed']))).toEqual(['seed', 'seeded', 'seeds']);
  });
});

describe('names as words, for ranking', () => {
  it('splits names into words as a farmer types them, in every language and in Latin letters', () => {
    expect(wordsOf('NPK 19:19:19 Water-Soluble')).toBe('npk 19 19 19 water soluble');
    expect(wordsOf('सब्जियों के बीज (मिक्स पैक)')).toBe('सब्जियों के बीज मिक्स पैक');
    expect(searchNamesOf('Premium Wheat Seeds', 'प्रीमियम गेहूँ के बीज', 'प्रीमियम गव्हाचे बियाणे')).toBe(
      ' premium wheat seeds प्रीमियम गेहूं के बीज प्रीमियम गव्हाचे बियाणे primiyam gehun ke bij primiyam gavhace biyane ',
    );
    expect(searchNamesOf('Water Pump', null, null)).toBe(' water pump ');
  });
});
