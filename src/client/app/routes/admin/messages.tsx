import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { MessagesList } from '#client/features/admin-messages/components/messages-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/messages: what visitors sent from the Contact page. */
export default function MessagesPage() {
  const { t } = useTranslation('admin-messages');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <MessagesList />
    </>
  );
}
