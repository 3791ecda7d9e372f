/**
 * Search in any language (docs/decisions/0023-product-languages.md): the same product is
 * found by "wheat", "गेहूं", "गेहूँ", "गहू" and "gehun".
 *
 * Two foldings make spellings meet:
 * - Devanagari: chandrabindu is written as anusvara (गेहूँ / गेहूं), nukta is dropped (ज़ / ज),
 *   joiners vanish. The database applies the same folding to the text it indexes: the
 *   product-languages migration keeps its own copy of DEVANAGARI_FOLDS (migrations do not change,
 *   docs/decisions/0041-low-layers-and-errors.md), so changing them here needs a migration that
 *   rebuilds the search index with the new folds.
 * - Latin spellings of Hindi and Marathi words: each product's Hindi and Marathi text is spelled
 *   in Latin letters (romanize) and loosely folded (looseLatin) into `search_roman`; a Latin
 *   search is folded the same way, so "gehun", "gehoon" and "gehu" meet "gehun", "beej" meets "bij".
 */

/** Character → replacement ('' drops it), applied to indexed text and searches alike. */
export const DEVANAGARI_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['\u0901', '\u0902'], // chandrabindu → anusvara
  ['\u0958', '\u0915'], // क़ → क
  ['\u0959', '\u0916'], // ख़ → ख
  ['\u095A', '\u0917'], // ग़ → ग
  ['\u095B', '\u091C'], // ज़ → ज
  ['\u095C', '\u0921'], // ड़ → ड
  ['\u095D', '\u0922'], // ढ़ → ढ
  ['\u095E', '\u092B'], // फ़ → फ
  ['\u095F', '\u092F'], // य़ → य
  ['\u093C', ''], // nukta
  ['\u200C', ''], // zero-width non-joiner
  ['\u200D', ''], // zero-width joiner
];

/** A search as the index holds text: NFC, the Devanagari folds, lower case. */
export function foldSearch(text: string): string {
  let out = text.normalize('NFC');
  for (const [from, to] of DEVANAGARI_FOLDS) out = out.replaceAll(from, to);
  return out.toLowerCase();
}

/**
 * Latin letters loosely: aspirates lose their h (kh → k, bh → b), ph is f, w is v, z is j, ee is
 * i, oo is u, and doubled letters are single. Farmers' spellings differ in exactly these ways.
 */
export function looseLatin(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/ph/g, 'f')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .trim();
}

/**
 * A Latin search's loose form, when the search is in Latin letters and loosening changes it. Not
 * under 3 letters: "zzzz" loosens to "j", which nearly every text holds.
 */
export function looseSearchOf(q: string): string | undefined {
  if (!/^[a-z0-9\s'.-]+$/i.test(q)) return undefined;
  const loose = looseLatin(q);
  return loose.length >= 3 && loose !== q.toLowerCase() ? loose : undefined;
}

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऍ: 'e', ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o',
};
const VIRAMA = '्';

interface Syllable {
  consonants: string;
  vowel: string;
  /** The vowel is the consonant's inherent "a", which speech often drops. */
  inherent: boolean;
  /** Anusvara or visarga after the vowel. */
  coda: string;
}

/** One word's syllables, with Hindi's dropped inherent vowels removed (schwa deletion). */
function romanizeWord(word: string): string {
  const syllables: Syllable[] = [];
  let cluster = '';
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const next = chars[i + 1];
    if (CONSONANTS[c]) {
      cluster += CONSONANTS[c];
      if (next === VIRAMA) {
        i++;
        continue;
      }
      if (next && SIGNS[next]) {
        syllables.push({ consonants: cluster, vowel: SIGNS[next], inherent: false, coda: '' });
        i++;
      } else syllables.push({ consonants: cluster, vowel: 'a', inherent: true, coda: '' });
      cluster = '';
    } else if (VOWELS[c]) {
      syllables.push({ consonants: '', vowel: VOWELS[c], inherent: false, coda: '' });
    } else if (c === 'ं' || c === 'ँ') {
      if (syllables.length) syllables[syllables.length - 1]!.coda += 'n';
    } else if (c === 'ः') {
      if (syllables.length) syllables[syllables.length - 1]!.coda += 'h';
    } else if (/[0-9a-z]/i.test(c)) {
      syllables.push({ consonants: c.toLowerCase(), vowel: '', inherent: false, coda: '' });
    }
  }
  if (cluster) syllables.push({ consonants: cluster, vowel: '', inherent: false, coda: '' });
  // Right to left: a final inherent vowel is silent (बीज: bij), and so is one between a vowel
  // and a consonant that has its own vowel (सरसों: sarson, not sarason).
  const voiced = (s: Syllable | undefined) => s !== undefined && s.vowel !== '';
  for (let i = syllables.length - 1; i >= 0; i--) {
    const s = syllables[i]!;
    if (!s.inherent || s.coda) continue;
    if (i === syllables.length - 1 ? syllables.length > 1 : i > 0 && voiced(syllables[i - 1]) && voiced(syllables[i + 1]) && !syllables[i + 1]!.inherent) {
      s.vowel = '';
    }
  }
  return syllables.map((s) => s.consonants + s.vowel + s.coda).join('');
}

/** Hindi or Marathi text in Latin letters, as a farmer might type it (गेहूं के बीज: gehoon ke beej). */
export function romanize(text: string): string {
  return foldSearch(text)
    .split(/[^\u0900-\u097F0-9a-z]+/)
    .filter(Boolean)
    .map(romanizeWord)
    .join(' ');
}

/** `search_roman`: a product's Hindi and Marathi texts, spelled in Latin letters and loosened. */
export function searchRomanOf(texts: Array<string | null | undefined>): string {
  const words = new Set(looseLatin(texts.filter(Boolean).map((t) => romanize(t!)).join(' ')).split(' ').filter((w) => w.length > 1));
  return [...words].join(' ');
}

/**
 * Text as words for ranking (docs/decisions/0036-search-ranking.md): folded as the index
 * folds it, every character that is not a letter, a Devanagari sign or a digit a space, so "Bio-Pesticide",
 * "(मिक्स पैक)" and "19:19:19" split into words as a farmer types them. Single spaces, no ends.
 */
export function wordsOf(text: string): string {
  return foldSearch(text)
    .replace(/[^a-z0-9\u0900-\u0963\u0966-\u097F]+/g, ' ')
    .trim();
}

/**
 * `search_names`: a product's names as words (English, Hindi, Marathi, and the Hindi and Marathi
 * names spelled in Latin letters and loosened, as `search_roman` spells them), a space at each end
 * so a word is found as " word ". Ranking reads it: a search found in a name comes before one
 * found only in a description.
 */
export function searchNamesOf(name: string, nameHi: string | null | undefined, nameMr: string | null | undefined): string {
  const texts = [name, nameHi, nameMr].filter((t): t is string => Boolean(t)).map(wordsOf);
  for (const t of [nameHi, nameMr]) if (t) texts.push(looseLatin(romanize(t)));
  return ` ${[...new Set(texts.filter(Boolean))].join(' ')} `;
}

/** The forms a search looks for (as typed and folded; loosened when in Latin letters). */
export function searchFormsOf(q: string): { typed: string; loose?: string } {
  const loose = looseSearchOf(q);
  return loose ? { typed: foldSearch(q), loose } : { typed: foldSearch(q) };
}

/** A crop's or a problem's name in the shop's three languages. */
export interface NameInLanguages {
  en: string;
  hi: string;
  mr: string;
}

/**
 * `search_terms`: the names of the crops and problems a product's approved uses name, in English,
 * Hindi and Marathi, each on its own line, and their Hindi and Marathi names in Latin letters,
 * loosened (as `search_roman` spells a product's own texts), on the last: so "cotton", "कपास",
 * "कापूस" and "kapas" find a product used on cotton (docs/decisions/0055). The same names in any
 * order give the same text, so an unchanged product is not written again.
 */
export function searchTermsOf(names: ReadonlyArray<NameInLanguages>): string {
  const unique = [...new Map(names.map((n) => [`${n.en}\n${n.hi}\n${n.mr}`, n])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, n]) => n);
  if (unique.length === 0) return '';
  const texts = [...new Set(unique.flatMap((n) => [n.en, n.hi, n.mr]))];
  return [...texts, searchRomanOf(unique.flatMap((n) => [n.hi, n.mr]))].filter(Boolean).join('\n');
}
