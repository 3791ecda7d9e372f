import { foldSearch } from './search-text.ts';

/**
 * One typo in a word of five letters or more ("tracter", "soyabean", "ट्रेक्टर"), in Latin letters
 * or Devanagari (docs/decisions/0036-search-ranking.md). A search that finds nothing as typed is tried
 * again with each such word replaced by the words of the catalogue (its vocabulary) one edit away:
 * a letter left out, one too many, one wrong, or two swapped. The same rule on SQLite and
 * PostgreSQL, because the database is asked only for the corrected text.
 */

/** Shorter words are left alone: "seed" is one letter from "need", "reed" and "weed". */
export const TYPO_MIN_LENGTH = 5;
/** A search is retried with at most this many corrected texts. */
const MAX_CORRECTIONS = 6;
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/**
 * Devanagari's letters and signs as a search is folded (search-text.ts: chandrabindu as anusvara,
 * no nukta): anusvara and visarga, the vowels, the consonants, the vowel signs and the virama. A
 * letter of Devanagari is one to three of these ("ट्रै" is four), so a wrong vowel sign or a
 * missing virama is one edit, as a wrong Latin letter is.
 */
const DEVANAGARI = String.fromCodePoint(0x0902, 0x0903, ...range(0x0905, 0x0939), ...range(0x093e, 0x094d));
const IS_LATIN_WORD = /^[a-z]+$/;
const IS_DEVANAGARI_WORD = /^[\u0900-\u0963]+$/;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Every word one edit from `word` (Damerau: deletion, transposition, substitution, insertion) in its own script. */
export function oneEditFrom(word: string): Set<string> {
  const letters = IS_DEVANAGARI_WORD.test(word) ? DEVANAGARI : LATIN;
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) {
      if (tail && c !== tail[0]) edits.add(head + c + tail.slice(1));
      edits.add(head + c + tail);
    }
  }
  edits.delete(word);
  return edits;
}

/**
 * The search texts to try when `q` found nothing: each word of 5+ letters (Latin, or Devanagari
 * folded as the index folds it, counted in its characters) that is not in `vocabulary` replaced by
 * the vocabulary's words one edit away. Empty when no word has a correction. Words with digits or
 * mixing scripts stay as typed.
 */
export function correctionsOf(q: string, vocabulary: ReadonlySet<string>): string[] {
  const words = foldSearch(q).split(/\s+/).filter(Boolean);
  const options = words.map((word) => {
    if (word.length < TYPO_MIN_LENGTH || !(IS_LATIN_WORD.test(word) || IS_DEVANAGARI_WORD.test(word)) || vocabulary.has(word)) return [word];
    const near = [...oneEditFrom(word)].filter((w) => vocabulary.has(w)).sort();
    return near.length ? near : [word];
  });
  if (options.every((o, i) => o.length === 1 && o[0] === words[i])) return [];
  let texts = [''];
  for (const o of options) texts = texts.flatMap((t) => o.map((w) => (t ? `${t} ${w}` : w))).slice(0, MAX_CORRECTIONS);
  return texts;
}
