import type { StoreSeedLabel } from '#shared/schemas/seed-lots';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/seed-label.ts';

/** A label's day as printed on Indian seed packets: DD/MM/YYYY, the same on the server and in the browser. */
const day = (iso: string) => iso.split('-').reverse().join('/');
const LATIN_ONLY = /^[^\u0900-\u097F]*[A-Za-z][^\u0900-\u097F]*$/;

/**
 * The seed label a packet carries (Seeds Rules 1968, rule 7; docs/product-rules.md 28): kind,
 * variety, lot, test date, germination, purity, net quantity, valid until, treatment, and for a
 * treated seed the caution in the reader's language.
 */
export function SeedLabelBlock({ label }: { label: StoreSeedLabel }) {
  const { t } = useTranslation('seed-label');
  // The crop in the reader's language when it is one the catalogue knows; else as entered.
  const cropKey = `crops.${label.crop.trim().toLowerCase()}`;
  const crop = t(cropKey);
  // [key, value, printed]: printed values are names as the seed's test report and packet give them
  // (a variety's notified name, a lot number, a chemical's), shown as entered, never translated.
  const rows: Array<[string, string, boolean?]> = [
    ['crop', crop !== cropKey ? crop : label.crop, crop === cropKey],
    ['variety', label.variety, true],
    ['lot', label.lotNumber, true],
    ['testedOn', day(label.testedOn)],
    ['germination', `${label.germinationPct}%`],
    ['purity', `${label.purityPct}%`],
    ['net', `${label.netQuantity} ${t(`units.${label.netUnit}`)}`],
    ['validUntil', day(label.validUntil)],
    label.treated ? ['treatment', label.treatment ?? '', true] : ['treatment', t('untreated')],
  ];
  return (
    <section aria-labelledby="seed-label" className="mt-6 rounded-lg border border-stone-300 p-4" data-testid="seed-label">
      <h2 id="seed-label" className="text-lg font-semibold">{t('title')}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, value, printed]) => (
          <div key={key} className="contents">
            <dt className="text-stone-600">{t(key)}</dt>
            {/* A printed name in Latin letters is marked English, so a screen reader reads it as such. */}
            <dd className="font-medium" {...(printed ? { translate: 'no' as const, lang: LATIN_ONLY.test(value) ? 'en' : undefined } : {})}>{value}</dd>
          </div>
        ))}
      </dl>
      {label.treated && <p className="mt-3 font-semibold text-red-800" role="note">{t('caution')}</p>}
    </section>
  );
}
