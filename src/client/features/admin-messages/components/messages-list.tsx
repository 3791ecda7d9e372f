import { useEffect, useId, useState } from 'react';
import { AdminContactMessageListQuery, CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '#shared/schemas/admin-contact';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { MESSAGES_PAGE_SIZE, useContactMessages } from '#client/features/admin-messages/api/list-messages.ts';
import { useSetMessageHandled } from '#client/features/admin-messages/api/set-message-handled.ts';
import { MessageCard } from './message-card.tsx';

/** ?show= and ?page= of the inbox; the page size is fixed. */
const MessagesQuery = AdminContactMessageListQuery.omit({ pageSize: true });

/** The Contact page's messages, newest first, each marked handled or not; "Not handled" filters. */
export function MessagesList() {
  const { t } = useTranslation('admin-messages');
  const id = useId();
  const errorMessage = useErrorMessage();
  const [query, setQuery] = useListQuery(MessagesQuery);
  const { show, page } = query;
  const messages = useContactMessages(query);
  const setHandled = useSetMessageHandled();
  const [failure, setFailure] = useState<string | null>(null);
  const data = messages.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;
  const pastTheEnd = !!data && data.items.length === 0 && page > pageCount;

  // The last message of the last "Not handled" page was just handled: show the page before it.
  useEffect(() => {
    if (pastTheEnd) setQuery({ page: pageCount });
  }, [pastTheEnd, pageCount]);

  return (
    <>
      <div className="mb-4 sm:w-60">
        <label htmlFor={`${id}-show`} className={labelStyles}>{t('filter.label')}</label>
        <select id={`${id}-show`} className={inputStyles} value={show} onChange={(e) => setQuery({ show: e.target.value as ContactMessageFilter })}>
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
          <Pagination page={page} pageCount={pageCount} onChange={(p) => setQuery({ page: p })} />
        </>
      )}
    </>
  );
}
