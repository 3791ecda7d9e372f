import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '#shared/schemas/admin-contact';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { MessageCard } from './message-card.tsx';
import { MESSAGES_PAGE_SIZE, useContactMessages, useSetMessageHandled } from '#client/features/admin-messages/api/list-messages.ts';

const isFilter = (v: string | null): v is ContactMessageFilter => CONTACT_MESSAGE_FILTERS.includes(v as ContactMessageFilter);

/** /admin/messages: the Contact page's messages, newest first, each marked handled or not. */
export default function Page() {
  const { t } = useTranslation('admin-messages');
  const id = useId();
  const errorMessage = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawShow = searchParams.get('show');
  const show: ContactMessageFilter = isFilter(rawShow) ? rawShow : 'all';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const go = (next: { show?: ContactMessageFilter; page?: number }) => {
    const merged = { show, page: 1, ...next };
    setSearchParams({ ...(merged.show !== 'all' ? { show: merged.show } : {}), ...(merged.page > 1 ? { page: String(merged.page) } : {}) });
  };
  const messages = useContactMessages({ show, page });
  const setHandled = useSetMessageHandled();
  const [failure, setFailure] = useState<string | null>(null);
  const data = messages.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;
  const pastTheEnd = !!data && data.items.length === 0 && page > pageCount;

  // The last message of the last "Not handled" page was just handled: show the page before it.
  useEffect(() => {
    if (pastTheEnd) setSearchParams((params) => {
      params.set('page', String(pageCount));
      return params;
    });
  }, [pastTheEnd, pageCount, setSearchParams]);

  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <div className="mb-4 sm:w-60">
        <label htmlFor={`${id}-show`} className={labelStyles}>{t('filter.label')}</label>
        <select id={`${id}-show`} className={inputStyles} value={show} onChange={(e) => go({ show: e.target.value as ContactMessageFilter })}>
          {CONTACT_MESSAGE_FILTERS.map((f) => (
            <option key={f} value={f}>{t(`filter.${f}`)}</option>
          ))}
        </select>
      </div>
      {failure && <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      {messages.isPending ? (
        <LoadingState />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState message={t(show === 'unhandled' ? 'emptyUnhandled' : 'empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-700" aria-live="polite">
            {t('showing', { from: (data!.page - 1) * data!.pageSize + 1, to: (data!.page - 1) * data!.pageSize + data!.items.length, count: data!.total })}
          </p>
          <ul className="space-y-4">
            {data!.items.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  busy={setHandled.isPending && setHandled.variables?.id === message.id}
                  onSetHandled={(handled) => {
                    setFailure(null);
                    setHandled.mutate({ id: message.id, handled }, { onError: (err) => setFailure(t('actionFailed', { message: errorMessage(err) })) });
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={(p) => go({ page: p })} />
        </>
      )}
    </>
  );
}
