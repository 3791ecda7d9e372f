import type { ReactNode } from 'react';
import type { AdminContactMessage } from '#shared/schemas/admin-contact';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

/** One contact message, every field readable, with its handled mark and the button that flips it. */
export function MessageCard({ message, busy, onSetHandled }: { message: AdminContactMessage; busy: boolean; onSetHandled: (handled: boolean) => void }) {
  const { t } = useTranslation('admin-messages');
  const when = useDateFormat().dateTime;
  const handled = message.handledAt !== null;
  const details: [string, ReactNode][] = [
    [t('fields.from'), message.name],
    [t('fields.email'), <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">{message.email}</a>],
    [t('fields.phone'), <a href={`tel:${message.phone.replace(/[\s-]/g, '')}`} className="text-brand-800 underline">{message.phone}</a>],
    [t('fields.inquiryType'), t(`inquiryTypes.${message.inquiryType}`)],
    [t('fields.received'), <time dateTime={message.createdAt}>{when(message.createdAt)}</time>],
  ];
  return (
    <article className={`rounded-xl border-l-4 bg-white p-5 shadow-sm ${handled ? 'border-transparent' : 'border-amber-500'}`}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold break-words text-stone-900">{message.subject}</h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${handled ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}>
          {t(handled ? 'status.handled' : 'status.notHandled')}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-600">{label}</dt>
            <dd className="mb-1 text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="sr-only">{t('fields.message')}</h3>
      <p className="mt-3 rounded-lg bg-stone-50 p-3 break-words whitespace-pre-wrap text-stone-900">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          {message.handledAt &&
            (message.handledBy?.name
              ? t('status.handledBy', { date: when(message.handledAt), name: message.handledBy.name })
              : t('status.handledAt', { date: when(message.handledAt) }))}
        </p>
        <button
          type="button"
          disabled={busy}
          className={buttonStyles.secondary}
          aria-label={t(handled ? 'actions.markNotHandledOf' : 'actions.markHandledOf', { subject: message.subject })}
          onClick={() => onSetHandled(!handled)}
        >
          {t(handled ? 'actions.markNotHandled' : 'actions.markHandled')}
        </button>
      </div>
    </article>
  );
}
