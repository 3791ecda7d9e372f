import type { StoreSeedLabel } from '#shared/schemas/seed-lots';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** A label's day as printed on Indian seed packets: DD/MM/YYYY, the same on the server and in the browser. */
const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The seed label a packet carries (Seeds Rules 1968, rule 7; docs/product-rules.md 28): kind,
 * variety, lot, test date, germination, purity, net quantity, valid until, treatment, and for a
 * treated seed the caution in the reader's language.
 */
export function SeedLabelBlock({ label }: { label: StoreSeedLabel }) {
  const { t } = useTranslation('catalog');
  const rows: Array<[string, string]> = [
    ['crop', label.crop],
    ['variety', label.variety],
    ['lot', label.lotNumber],
    ['testedOn', day(label.testedOn)],
    ['germination', `${label.germinationPct}%`],
    ['purity', `${label.purityPct}%`],
    ['net', `${label.netQuantity} ${t(`seedLabel.units.${label.netUnit}`)}`],
    ['validUntil', day(label.validUntil)],
    ['treatment', label.treated ? (label.treatment ?? '') : t('seedLabel.untreated')],
  ];
  return (
    <section aria-labelledby="seed-label" className="mt-6 rounded-lg border border-stone-300 p-4" data-testid="seed-label">
      <h2 id="seed-label" className="text-lg font-semibold">{t('seedLabel.title')}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-stone-600">{t(`seedLabel.${key}`)}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {label.treated && <p className="mt-3 font-semibold text-red-800" role="note">{t('seedLabel.caution')}</p>}
    </section>
  );
}
