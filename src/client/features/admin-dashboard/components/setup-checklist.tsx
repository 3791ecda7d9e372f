import type { AdminSetupItem, SetupStep } from '#shared/schemas/admin-dashboard';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useMay } from '#client/lib/staff-access.ts';
import type { Permission } from '#shared/staff-roles';

/**
 * Where the owner sets each step, and the permission that page needs: another role reads the step
 * without its link (docs/product-rules.md 49). E-mail is set up on the server; its page shows what waits to be sent.
 */
const WHERE: Record<SetupStep, { to: string; permission: Permission }> = {
  business: { to: '/admin/tax#business-settings', permission: 'tax.settings' },
  contact: { to: '/admin/tax#site-settings', permission: 'site.settings' },
  gstin: { to: '/admin/tax#business-settings', permission: 'tax.settings' },
  payments: { to: '/admin/payment-settings', permission: 'payments.settings' },
  mail: { to: '/admin/mail', permission: 'mail.manage' },
  delivery: { to: '/admin/delivery', permission: 'delivery.settings' },
};

/**
 * "Getting the shop ready": each step the server found done or not, in the owner's words, with a
 * link to the page that sets it. Gone once every step is done.
 */
export function SetupChecklist({ items }: { items: AdminSetupItem[] }) {
  const { t } = useTranslation('admin-dashboard');
  const may = useMay();
  const left = items.filter((item) => !item.done).length;
  if (left === 0) return null;
  return (
    <section aria-labelledby="setup-title" className={cardStyles}>
      <h2 id="setup-title" className="text-lg font-semibold text-stone-900">{t('setup.title')}</h2>
      <p className="mt-1 text-stone-700">{t('setup.left', { count: left, total: items.length })}</p>
      <ul className="mt-4 divide-y divide-stone-200">
        {items.map(({ step, done }) => (
          <li key={step} className="flex items-start gap-3 py-3">
            {done ? (
              <CheckIcon className="mt-0.5 size-6 shrink-0 rounded-full bg-brand-700 p-1 text-white" aria-hidden="true" />
            ) : (
              <span aria-hidden="true" className="mt-0.5 size-6 shrink-0 rounded-full border-2 border-stone-400" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">
                {t(`setup.steps.${step}.title`)}
                <span className="sr-only">: {done ? t('setup.done') : t('setup.notDone')}</span>
              </p>
              {!done && <p className="text-sm text-stone-700">{t(`setup.steps.${step}.todo`)}</p>}
            </div>
            {!done && may(WHERE[step].permission) && (
              <Link to={WHERE[step].to} className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-medium text-brand-800 underline underline-offset-4 hover:bg-brand-50">
                {t(step === 'mail' ? 'setup.see' : 'setup.open')}
                <span className="sr-only">: {t(`setup.steps.${step}.title`)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
