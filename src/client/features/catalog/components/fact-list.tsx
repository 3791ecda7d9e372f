import type { ReactNode } from 'react';

const LATIN_ONLY = /^[^\u0900-\u097F]*[A-Za-z][^\u0900-\u097F]*$/;

/** One line of a fact list: its key (data-field), term and value; a printed value is as its seller wrote it. */
export type Fact = [key: string, term: string, value: ReactNode, printed?: boolean];

/**
 * Facts as terms and values side by side (a pack's label, a product's seller): a value left empty
 * is left out by the caller. A printed name or address is never translated, and one in Latin
 * letters is marked English, so a screen reader reads it as such.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([key, term, value, printed]) => (
        <div key={key} className="contents" data-field={key}>
          <dt className="text-stone-600">{term}</dt>
          <dd className="break-words font-medium" {...(printed && typeof value === 'string' ? { translate: 'no' as const, lang: LATIN_ONLY.test(value) ? 'en' : undefined } : {})}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
