import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSession } from '#client/lib/session.ts';

/**
 * A section the staff account's role may not open (docs/product-rules.md 49): said plainly, not a
 * blank page or a failed request. A chunk of its own, loaded only when shown.
 */
export default function NotAllowed() {
  const { t } = useTranslation('admin-roles');
  const role = useSession().data?.staffRole;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h1 className="text-xl font-bold">{t('notAllowed.title')}</h1>
      <p className="mt-2 text-stone-800">{role ? t('notAllowed.body', { role: t(`roles.${role}`) }) : t('notAllowed.noRole')}</p>
    </div>
  );
}
