import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ConsentCard } from '#client/features/admin-phone-orders/components/consent-card.tsx';
import { PhoneOrderForm } from '#client/features/admin-phone-orders/components/phone-order-form.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSearchParams } from '#client/lib/router.tsx';

/**
 * /admin/phone-orders: an order for a farmer on the phone (docs/product-rules.md 53). ?mobile= and
 * ?name= fill the form (the call-back desk's "Order for this farmer"); ?order= is the order asked
 * for, kept in the address so a reload still shows whether the farmer said yes.
 */
export default function PhoneOrdersPage() {
  const { t } = useTranslation('admin-phone-orders');
  const [params, setParams] = useSearchParams();
  const asked = params.get('order') ?? undefined;
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      {asked ? (
        <ConsentCard id={asked} onNew={() => setParams({})} />
      ) : (
        <PhoneOrderForm mobile={params.get('mobile') ?? ''} name={params.get('name') ?? ''} onAsked={(order) => setParams({ order: order.id })} />
      )}
    </>
  );
}
