import '#client/i18n/on-demand/complaints.ts';
import { useId, useState } from 'react';
import { GRIEVANCE_CATEGORIES, type GrievanceCategory, type StoreGrievanceCreated } from '#shared/schemas/grievances';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useReportProblem } from '../api/complaints.ts';

/**
 * "Report a problem" on the buyer's own order page (docs/product-rules.md 54): a category and his
 * words make a ticket tied to the order; the answer is its number and the two deadlines. Loaded
 * after the page's first paint with its own texts (complaints): the order page is near its budget.
 */
export function ReportProblem({ orderId }: { orderId: string }) {
  const { t } = useTranslation('complaints');
  const errorMessage = useErrorMessage();
  const { date, dateTime } = useDateFormat();
  const id = useId();
  const report = useReportProblem(orderId);
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<GrievanceCategory>('delivery');
  const [text, setText] = useState('');
  const [created, setCreated] = useState<StoreGrievanceCreated | null>(null);

  if (created) {
    return (
      <div role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">{t('report.sent', { number: created.number, ack: dateTime(created.ackDueAt), resolve: date(created.resolveDueAt) })}</p>
        <Link to="/account/complaints" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">{t('report.see')}</Link>
      </div>
    );
  }
  if (!open) {
    return <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>{t('report.open')}</button>;
  }
  return (
    <form
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        report.mutate({ category, text }, { onSuccess: setCreated });
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">{t('report.title')}</h2>
      <div>
        <label htmlFor={`${id}-category`} className={labelStyles}>{t('report.category')}</label>
        <select id={`${id}-category`} className={inputStyles} value={category} onChange={(e) => setCategory(e.target.value as GrievanceCategory)}>
          {GRIEVANCE_CATEGORIES.map((c) => <option key={c} value={c}>{t(`category.${c}`)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={labelStyles}>{t('report.text')}</label>
        <textarea id={`${id}-text`} rows={4} required maxLength={2000} className={inputStyles} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {report.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(report.error)}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={report.isPending || !text.trim()}>{report.isPending ? t('report.sending') : t('report.send')}</button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)}>{t('report.cancel')}</button>
      </div>
    </form>
  );
}
