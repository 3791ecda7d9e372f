import { formatRate } from '#shared/gst';
import type { AdminHsnCode } from '#shared/schemas/gst';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Fragment } from 'react';

/**
 * The tax table: each code, its unit, today's rate and every dated rate it has had or will have,
 * and under it the classes of goods within it with theirs (a class without a rate in force today
 * takes the code's: docs/decisions/0035-uqc-and-gst-classes).
 */
export function HsnTable({ codes }: { codes: AdminHsnCode[] }) {
  const { t } = useTranslation('admin-tax');
  const { day: dayOf } = useDateFormat();
  return (
    <section aria-labelledby="hsn-table" className={cardStyles}>
      <h2 id="hsn-table" className="text-lg font-semibold text-stone-900">{t('table.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('table.description')}</p>
      <div className="overflow-x-auto">
        <table className="stack-table w-full min-w-[36rem] text-left text-sm" aria-labelledby="hsn-table">
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('table.code')}</th>
              <th scope="col" className="py-2 pr-3">{t('table.goods')}</th>
              <th scope="col" className="py-2 pr-3">{t('table.unit')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('table.today')}</th>
              <th scope="col" className="py-2">{t('table.rates')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {codes.map((h) => (
              <Fragment key={h.code}>
                <tr data-testid={`hsn-${h.code}`}>
                  <td className="py-2 pr-3 font-mono font-semibold">{h.code}</td>
                  <td className="py-2 pr-3" data-label={t('table.goods')}>{h.description}</td>
                  <td className="py-2 pr-3" data-label={t('table.unit')}>{h.unit}</td>
                  <td className="py-2 pr-3 text-right font-semibold" data-label={t('table.today')}>{formatRate(h.rateBp)}</td>
                  <td className="py-2 text-stone-700" data-label={t('table.rates')}>
                    {h.rates.map((r) => t('table.rateFrom', { rate: formatRate(r.rateBp), date: dayOf(r.effectiveFrom) })).join('; ')}
                  </td>
                </tr>
                {h.classes.map((c) => (
                  <tr key={c.id} data-testid={`gst-class-${c.id}`} className="bg-emerald-50/60">
                    <td className="py-2 pr-3 pl-3 font-mono text-stone-700" aria-label={t('table.classWithin', { code: h.code })}>
                      <span aria-hidden="true">↳ {h.code}</span>
                    </td>
                    <td className="py-2 pr-3" data-label={t('table.class')}>{c.description}</td>
                    <td className="py-2 pr-3" data-label={t('table.unit')}>{h.unit}</td>
                    <td className="py-2 pr-3 text-right font-semibold" data-label={t('table.today')}>
                      {c.rateBp === null ? t('table.codeRate', { rate: formatRate(h.rateBp) }) : formatRate(c.rateBp)}
                    </td>
                    <td className="py-2 text-stone-700" data-label={t('table.rates')}>
                      {c.rates.map((r) => t('table.rateFrom', { rate: formatRate(r.rateBp), date: dayOf(r.effectiveFrom) })).join('; ')}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
