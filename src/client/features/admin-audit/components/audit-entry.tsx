import type { AdminAuditEntry } from '#shared/schemas/audit-log';
import type { ErrorCode } from '#shared/schemas/errors';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

/** A field's value as the log kept it: none, a word, a number or a list, shown as written. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin-audit');
  if (value === undefined) return <span className="text-stone-500">—</span>;
  if (value === null || value === '') return <span className="text-stone-600 italic">{t('emptyValue')}</span>;
  if (value === '[masked]') return <span className="text-stone-700 italic">{t('masked')}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <span className="break-words whitespace-pre-wrap">{text}</span>;
}

/**
 * One entry of the audit log: who (and in which role, from which address) did what to which
 * record and when, and each field's value before and after (docs/product-rules.md 50).
 */
export function AuditEntry({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const roles = useTranslation('admin-roles').t;
  const when = useDateFormat().dateTime;
  const errorMessage = useErrorMessage();
  const refused = entry.outcome === 'refused';
  // A refusal's action is the error's code; a change's, "entity.verb", named in the reader's language when the catalogue has it.
  const named = t(`actions.${entry.action}`);
  const action = refused ? t('refusedAction') : named === `actions.${entry.action}` ? entry.action : named;
  // The server's refusal, in the reader's language as the shop words it when the catalogue has it (the log keeps its English).
  const reason = entry.reason === null ? null : errorMessage(new ApiError(400, entry.action as ErrorCode, entry.reason));
  const role = entry.actor.role ? roles(`roles.${entry.actor.role}`) : t('noRole');
  return (
    <article className={`rounded-xl border-l-4 bg-white p-4 shadow-sm ${refused ? 'border-red-700' : 'border-brand-700'}`}>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold break-words text-stone-900">
          {action}
          {entry.entityId && <span className="ms-2 font-mono text-sm font-normal text-stone-700">{entry.entityId}</span>}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${refused ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}>
          {t(`outcomes.${entry.outcome}`)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-stone-600">{t('fields.when')}</dt>
        <dd className="mb-1 sm:mb-0"><time dateTime={entry.at}>{when(entry.at)}</time></dd>
        <dt className="font-medium text-stone-600">{t('fields.who')}</dt>
        <dd className="mb-1 break-all sm:mb-0">{t('actor', { label: entry.actor.label, role })}</dd>
        <dt className="font-medium text-stone-600">{t('fields.from')}</dt>
        <dd className="mb-1 font-mono sm:mb-0">{entry.ip}</dd>
        <dt className="font-medium text-stone-600">{t('fields.request')}</dt>
        <dd className="mb-1 font-mono break-all sm:mb-0">{entry.route}</dd>
        {reason !== null && (
          <>
            <dt className="font-medium text-stone-600">{t('fields.reason')}</dt>
            <dd className="mb-1 sm:mb-0">
              {reason} <span className="font-mono text-stone-600">({entry.action})</span>
            </dd>
          </>
        )}
      </dl>
      {entry.changes.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('changes.caption', { action })}</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pe-3 font-medium">{t('changes.field')}</th>
                <th scope="col" className="py-1 pe-3 font-medium">{t('changes.before')}</th>
                <th scope="col" className="py-1 font-medium">{t('changes.after')}</th>
              </tr>
            </thead>
            <tbody className="align-top">
              {entry.changes.map((change) => (
                <tr key={change.field} className="border-t border-stone-200">
                  <th scope="row" className="py-1 pe-3 font-mono font-normal text-stone-800">{change.field}</th>
                  <td className="py-1 pe-3 text-stone-900"><Value value={'from' in change ? change.from : undefined} /></td>
                  <td className="py-1 text-stone-900"><Value value={'to' in change ? change.to : undefined} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
