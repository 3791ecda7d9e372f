import { useState } from 'react';
import type { StoreReview } from '#shared/schemas/reviews';
import { StarIcon } from '#client/components/ui/page-icons.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useReviews } from '../api/reviews.ts';
import { ReviewForm } from './review-form.tsx';
import '#client/i18n/on-demand/reviews.ts';

/** Five stars, `rating` of them filled; the number is read out instead. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center">
      <span className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => <StarIcon key={i} className={`size-4 ${i < rating ? 'fill-current' : ''}`} />)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: StoreReview }) {
  const { t } = useTranslation('reviews');
  const { date } = useDateFormat();
  return (
    <li className="border-b border-stone-200 py-4 last:border-b-0">
      <p className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} label={t('stars', { count: review.rating })} />
        <span className="font-semibold">{review.reviewerName}</span>
        <span className="text-sm text-stone-600">{date(review.createdAt)}</span>
      </p>
      {review.text && <p className="mt-1 whitespace-pre-line break-words text-stone-800">{review.text}</p>}
    </li>
  );
}

/**
 * A product's reviews (docs/product-rules.md 33): the average and count, the newest visible reviews a page at a
 * time (first names only), and for a buyer whose order of it was delivered, the form to write or
 * edit their one review. Loaded lazily by ReviewsSection with the `reviews` texts.
 */
export function ProductReviews({ productId, onChange }: { productId: string; onChange: () => void }) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const reviews = useReviews(productId, page);

  if (reviews.isPending) return <LoadingState className="py-8" />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const { items, rating, pageCount, canReview, own } = reviews.data;

  return (
    <div className="mt-4 space-y-4" data-testid="product-reviews">
      <p className="text-stone-800">
        {rating.average === null ? t('none') : `${t('average', { average: rating.average.toFixed(1) })} ${t('count', { count: rating.count })}`}
      </p>

      {saved && <p role="status" className="text-brand-800">{t('saved')}</p>}
      {own && !editing && (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
          <h3 className="font-semibold">{t('yourReview')}</h3>
          <p className="mt-1"><Stars rating={own.rating} label={t('stars', { count: own.rating })} /></p>
          {own.text && <p className="mt-1 whitespace-pre-line break-words">{own.text}</p>}
          {own.hidden && <p className="mt-2 text-sm text-amber-800">{t('hiddenNote')}</p>}
          {canReview && (
            <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => { setSaved(false); setEditing(true); }}>
              {t('edit')}
            </button>
          )}
        </div>
      )}
      {canReview && (editing || !own) && (
        <ReviewForm
          productId={productId}
          own={own}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            onChange();
          }}
          onCancel={own ? () => setEditing(false) : undefined}
        />
      )}
      {!canReview && !own && <p className="text-sm text-stone-700">{t('onlyBuyers')}</p>}

      {items.length > 0 && (
        <ul aria-label={t('listLabel')}>
          {items.map((r) => <ReviewItem key={r.id} review={r} />)}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </div>
  );
}
