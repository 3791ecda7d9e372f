import { useEffect, useId, useState, type FormEvent } from 'react';
import { AdminAuditLogFilters, AUDIT_OUTCOMES, type AuditOutcome } from '#shared/schemas/audit-log';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { AUDIT_PAGE_SIZE, useAuditLog } from '#client/features/admin-audit/api/audit-log.ts';
import { AuditEntry } from './audit-entry.tsx';

/** ?q=, ?outcome=, ?from=, ?to=, ?page= of the search; the page size is fixed. */
const AuditQuery = AdminAuditLogFilters.omit({ pageSize: true });

/** The owner's search of the audit log: words, done or refused, a range of days; newest first. */
export function AuditLogList() {
  const { t } = useTranslation('admin-audit');
  const id = useId();
  const [query, setQuery] = useListQuery(AuditQuery);
  const [form, setForm] = useState({ q: query.q ?? '', outcome: query.outcome ?? '', from: query.from ?? '', to: query.to ?? '' });
  const log = useAuditLog(query);
  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const rangeBackwards = form.from !== '' && form.to !== '' && form.to < form.from;

  useEffect(() => {
    if (data && data.items.length === 0 && query.page > pageCount) setQuery({ page: pageCount });
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeBackwards) return;
    setQuery({ q: form.q.trim() || undefined, outcome: (form.outcome || undefined) as AuditOutcome | undefined, from: form.from || undefined, to: form.to || undefined, page: 1 });
  };
  const field = (name: keyof typeof form) => ({ id: `${id}-${name}`, value: form[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  return (
    <>
      <form role="search" onSubmit={search} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div>
          <label htmlFor={`${id}-q`} className={labelStyles}>{t('filters.q')}</label>
          <input type="search" className={inputStyles} maxLength={100} placeholder={t('filters.qPlaceholder')} {...field('q')} />
        </div>
        <div>
          <label htmlFor={`${id}-outcome`} className={labelStyles}>{t('filters.outcome')}</label>
          <select className={inputStyles} {...field('outcome')}>
            <option value="">{t('filters.anyOutcome')}</option>
            {AUDIT_OUTCOMES.map((o) => <option key={o} value={o}>{t(`outcomes.${o}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelStyles}>{t('filters.from')}</label>
          <input type="date" className={inputStyles} {...field('from')} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelStyles}>{t('filters.to')}</label>
          <input type="date" className={inputStyles} aria-invalid={rangeBackwards} aria-describedby={rangeBackwards ? `${id}-range` : undefined} {...field('to')} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>{t('filters.submit')}</button>
        {rangeBackwards && <p id={`${id}-range`} role="alert" className="text-sm text-red-800 sm:col-span-2 lg:col-span-5">{t('filters.rangeBackwards')}</p>}
      </form>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-700" aria-live="polite">{t('count', { count: data!.total })}</p>
          <ul className="space-y-3">
            {data!.items.map((entry) => (
              <li key={entry.id}><AuditEntry entry={entry} /></li>
            ))}
          </ul>
          <Pagination page={query.page} pageCount={pageCount} onChange={(page) => setQuery({ page })} />
        </>
      )}
    </>
  );
}
