import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useMailOverview } from '#client/features/admin-mail/api/get-mail-overview.ts';

/**
 * "E-mail is not configured" (docs/product-rules.md 30): without SMTP_URL nothing is sent and the shop's messages
 * wait in the outbox. Nothing shows while e-mail works (or while the answer is awaited).
 */
export function MailNotConfigured({ linkToSection = false }: { linkToSection?: boolean }) {
  const { t } = useTranslation('admin-mail');
  const overview = useMailOverview();
  if (!overview.data || overview.data.configured) return null;
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950">
      <p className="font-semibold">{t('notConfigured.title')}</p>
      <p className="mt-1">{t('notConfigured.text', { count: overview.data.counts.pending })}</p>
      {linkToSection && (
        <Link to="/admin/mail" className="mt-2 inline-block font-medium text-amber-950 underline underline-offset-4">{t('notConfigured.open')}</Link>
      )}
    </div>
  );
}
