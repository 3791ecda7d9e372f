import { useId, useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX, StoreReviewInput, type StoreOwnReview } from '#shared/schemas/reviews';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { usePutReview } from '../api/reviews.ts';
import '#client/i18n/on-demand/reviews.ts';

/**
 * Write or edit the buyer's one review: 1 to 5 stars (radio buttons, one per star) and an
 * optional short text. The shared schema checks it here first; the server checks it again, and
 * whether the buyer may review at all; its field messages land beside their fields.
 */
export function ReviewForm({ productId, own, onSaved, onCancel }: { productId: string; own: StoreOwnReview | null; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('reviews');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const name = useId();
  const [rating, setRating] = useState<number>(own?.rating ?? 0);
  const [text, setText] = useState(own?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = usePutReview(productId, onSaved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { rating, text };
    const parsed = StoreReviewInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
        else setFailure(errorMessage(err));
      },
    });
  };

  const ratingError = fieldError(errors.rating);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-stone-200 p-4" data-testid="review-form">
      <h3 className="font-semibold">{own ? t('editTitle') : t('writeTitle')}</h3>
      <fieldset aria-describedby={ratingError ? `${name}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('ratingLegend')} <span aria-hidden="true" className="text-red-700">*</span></legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border px-3 ${rating === n ? 'border-brand-700 bg-brand-50' : 'border-stone-300'}`}>
              <input type="radio" name={name} value={n} checked={rating === n} onChange={() => setRating(n)} />
              {t('stars', { count: n })}
            </label>
          ))}
        </div>
        {ratingError && <p id={`${name}-error`} className="mt-1 text-sm text-red-700">{ratingError}</p>}
      </fieldset>
      <TextAreaField
        label={t('textLabel')}
        hint={t('textHint', { max: REVIEW_TEXT_MAX })}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError(errors.text)}
      />
      {failure && <p role="alert" className="text-red-700">{failure}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('submit')}
        </button>
        {onCancel && (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
