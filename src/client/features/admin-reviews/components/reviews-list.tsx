import { useState } from 'react';
import type { AdminReview } from '#shared/schemas/reviews';
import { StarIcon } from '#client/components/ui/page-icons.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { REVIEWS_PAGE_SIZE, useAdminReviews, useSetReviewHidden } from '../api/admin-reviews.ts';

function ReviewCard({ review, busy, onToggle }: { review: AdminReview; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation('admin-reviews');
  const { dateTime } = useDateFormat();
  return (
    <article className={`${cardStyles} ${review.hidden ? 'border border-amber-300 bg-amber-50' : ''}`} data-testid="admin-review">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold"><Link to={`/product/${review.productId}`} className="text-brand-800 hover:underline">{review.productName}</Link></h2>
          <p className="break-words text-sm text-stone-700">{t('buyer', { name: review.buyerName, email: review.buyerEmail })}</p>
          <p className="text-sm text-stone-600">{dateTime(review.createdAt)}</p>
        </div>
        {review.hidden && <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t('hidden')}</span>}
      </div>
      <p className="mt-2 flex items-center gap-2">
        <span className="flex text-amber-500" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => <StarIcon key={i} className={`size-4 ${i < review.rating ? 'fill-current' : ''}`} />)}
        </span>
        <span className="text-sm">{t('stars', { count: review.rating })}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{review.text || <span className="text-stone-500">{t('noText')}</span>}</p>
      <button type="button" className={`${review.hidden ? buttonStyles.secondary : buttonStyles.primary} mt-3`} disabled={busy} onClick={onToggle}>
        {review.hidden ? t('show') : t('hide')}
      </button>
    </article>
  );
}

/**
 * Every review, newest first (docs/product-rules.md 33): product, buyer, stars and text, and Hide / Show with a
 * confirmation naming the product and buyer. Cards, so every action is in reach on a phone.
 */
export function ReviewsList() {
  const { t } = useTranslation('admin-reviews');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(page);
  const setHidden = useSetReviewHidden();
  const [failure, setFailure] = useState<string | null>(null);

  if (reviews.isPending) return <LoadingState />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const data = reviews.data;
  if (data.items.length === 0) return <EmptyState message={t('empty')} />;
  const pageCount = Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE));

  const toggle = (review: AdminReview) => {
    const hidden = !review.hidden;
    if (!window.confirm(t(hidden ? 'confirmHide' : 'confirmShow', { product: review.productName, name: review.buyerName }))) return;
    setFailure(null);
    setHidden.mutate({ id: review.id, hidden }, { onError: (err) => setFailure(t('actionFailed', { message: errorMessage(err) })) });
  };

  return (
    <>
      {failure && <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <p className="mb-2 text-sm text-stone-700">{t('total', { count: data.total })}</p>
      <ul className="space-y-4">
        {data.items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} busy={setHidden.isPending && setHidden.variables?.id === review.id} onToggle={() => toggle(review)} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </>
  );
}
