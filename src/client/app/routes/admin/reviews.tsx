import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ReviewsList } from '#client/features/admin-reviews/components/reviews-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/reviews: buyers' reviews of products, to hide an abusive one (docs/product-rules.md 33). */
export default function ReviewsPage() {
  const { t } = useTranslation('admin-reviews');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <ReviewsList />
    </>
  );
}
