import type { ReactNode } from 'react';
import { formatRate } from '#shared/gst';
import { formatRupees } from '#shared/money';
import type { GstReport } from '#shared/schemas/gst-report';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';

const money = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/**
 * A table of figures; on a phone each row is a card whose cells name their column (styles.css,
 * .stack-table), except a cell that is itself a heading (the Total row's).
 */
function Table({ title, id, head, rows }: { title: string; id: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <section aria-labelledby={id} className={cardStyles}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-stone-900">{title}</h2>
      <div className="overflow-x-auto">
        <table className="stack-table w-full min-w-[32rem] text-left text-sm" aria-labelledby={id}>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>{head.map((h, i) => <th key={h} scope="col" className={`py-2 pr-3 ${i > 0 ? 'text-right' : ''}`}>{h}</th>)}</tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((cells, r) => (
              <tr key={r}>{cells.map((c, i) => <td key={i} className={`py-2 pr-3 ${i > 0 ? 'text-right tabular-nums' : 'font-medium'}`} data-label={typeof c === 'string' ? head[i] : undefined}>{c}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The month's figures as GSTR-1 asks for them: by rate, by HSN, credit notes, by recipient, documents issued. */
export function GstReportView({ report }: { report: GstReport }) {
  const { t } = useTranslation('admin-reports');
  const stateName = useStateName();
  const taxes = [t('taxable'), t('cgst'), t('sgst'), t('igst')];
  const figures = (f: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => [money(f.taxablePaise), money(f.cgstPaise), money(f.sgstPaise), money(f.igstPaise)];
  if (report.byRate.length === 0 && report.documents.length === 0) {
    return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">{t('empty')}</p>;
  }
  return (
    <div className="space-y-6">
      <Table
        id="by-rate"
        title={t('byRate')}
        head={[t('rate'), ...taxes]}
        rows={[...report.byRate.map((r) => [formatRate(r.rateBp), ...figures(r)]), [<strong key="t">{t('total')}</strong>, ...figures(report.totals)]]}
      />
      <Table
        id="by-hsn"
        title={t('byHsn')}
        head={[t('hsn'), t('quantity'), t('rate'), ...taxes]}
        // A row per code, unit quantity code and rate, as GSTR-1's HSN summary (docs/decisions/0035-uqc-and-gst-classes).
        rows={report.hsnSummary.map((h) => [`${h.hsnCode} · ${h.description}`, `${h.quantity} ${h.unit}`, formatRate(h.rateBp), ...figures(h)])}
      />
      <Table id="credit-notes" title={t('creditNotes')} head={[t('count'), ...taxes]} rows={[[String(report.creditNotes.count), ...figures(report.creditNotes)]]} />
      {/* GSTR-1's tables by recipient (docs/product-rules.md 44), each shown when the month has rows for it. */}
      {report.b2b.length > 0 && (
        <Table
          id="b2b"
          title={t('b2b')}
          head={[t('buyer'), t('invoice'), t('date'), t('invoiceValue'), t('placeOfSupply'), t('rate'), ...taxes]}
          rows={report.b2b.map((r) => [`${r.receiverName} · ${r.gstin}`, r.number, r.date, money(r.invoiceValuePaise), stateName(r.placeOfSupply), formatRate(r.rateBp), ...figures(r)])}
        />
      )}
      {report.b2cl.length > 0 && (
        <Table
          id="b2cl"
          title={t('b2cl')}
          head={[t('invoice'), t('date'), t('invoiceValue'), t('placeOfSupply'), t('rate'), t('taxable'), t('igst')]}
          rows={report.b2cl.map((r) => [r.number, r.date, money(r.invoiceValuePaise), stateName(r.placeOfSupply), formatRate(r.rateBp), money(r.taxablePaise), money(r.igstPaise)])}
        />
      )}
      {report.b2cs.length > 0 && (
        <Table
          id="b2cs"
          title={t('b2cs')}
          head={[t('placeOfSupply'), t('supplyType'), t('rate'), ...taxes]}
          rows={report.b2cs.map((r) => [stateName(r.placeOfSupply), t(`supplyTypes.${r.supplyType}`), formatRate(r.rateBp), ...figures(r)])}
        />
      )}
      {report.nilRated.length > 0 && <Table id="nil-rated" title={t('nilRated')} head={[t('supplyType'), t('value')]} rows={report.nilRated.map((r) => [t(`nilTypes.${r.supplyType}`), money(r.valuePaise)])} />}
      {report.cdnr.length > 0 && (
        <Table
          id="cdnr"
          title={t('cdnr')}
          head={[t('buyer'), t('note'), t('date'), t('against'), t('placeOfSupply'), t('rate'), ...taxes]}
          rows={report.cdnr.map((r) => [`${r.receiverName} · ${r.gstin}`, r.number, r.date, r.against, stateName(r.placeOfSupply), formatRate(r.rateBp), ...figures(r)])}
        />
      )}
      {report.cdnur.length > 0 && (
        <Table
          id="cdnur"
          title={t('cdnur')}
          head={[t('note'), t('date'), t('against'), t('placeOfSupply'), t('rate'), t('taxable'), t('igst')]}
          rows={report.cdnur.map((r) => [r.number, r.date, r.against, stateName(r.placeOfSupply), formatRate(r.rateBp), money(r.taxablePaise), money(r.igstPaise)])}
        />
      )}
      <Table
        id="documents"
        title={t('documents')}
        head={[t('series'), t('from'), t('to'), t('count')]}
        rows={report.documents.map((d) => [t(`seriesKinds.${d.kind}`), d.first, d.last, String(d.count)])}
      />
    </div>
  );
}
