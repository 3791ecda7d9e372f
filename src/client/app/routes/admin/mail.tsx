import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { MailOutbox } from '#client/features/admin-mail/components/mail-outbox.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/mail: the shop's e-mails (docs/product-rules.md 30): configured or not, waiting, sent, failed. */
export default function MailPage() {
  const { t } = useTranslation('admin-mail');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <MailOutbox />
    </>
  );
}
