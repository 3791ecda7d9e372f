import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { buttonStyles } from '#client/components/ui/styles.ts';

interface ReviewsProps {
  productId: string;
  onChange: () => void;
}

// The list of reviews and the form, with their texts (`reviews`), load only when the farmer
// scrolls to the section or taps it: the product page is within a few KB of its 100 KB
// first-load budget (scripts/size-check.mjs).
let loading: Promise<{ default: ComponentType<ReviewsProps> }> | undefined;
const load = () => (loading ??= Promise.all([import('./product-reviews.tsx'), loadNamespaces('reviews')]).then(([m]) => ({ default: m.ProductReviews })));
const ProductReviews = lazy(load);

/**
 * "Reviews" (docs/product-rules.md 33): a heading and a button, rendered the same on the server and in the
 * browser's first pass; the reviews open in place once the section comes near the screen, or on a
 * tap. Its words come from the page's namespace (`title`, `showLabel`).
 */
export function ReviewsSection({ productId, onChange, title, showLabel }: ReviewsProps & { title: string; showLabel: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    if (open || !section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setOpen(true);
    }, { rootMargin: '200px' });
    observer.observe(section);
    return () => observer.disconnect();
  }, [open]);
  const start = () => void load();
  const button = (
    <button type="button" className={`${buttonStyles.secondary} mt-4`} aria-expanded={open} onFocus={start} onPointerEnter={start} onClick={() => setOpen(true)} data-testid="show-reviews">
      {showLabel}
    </button>
  );
  return (
    <section ref={ref} aria-labelledby="reviews-heading" className="mt-10 border-t border-stone-200 pt-6" id="reviews">
      <h2 id="reviews-heading" className="text-2xl font-bold">{title}</h2>
      {open ? (
        <Suspense fallback={button}>
          <ProductReviews productId={productId} onChange={onChange} />
        </Suspense>
      ) : (
        button
      )}
    </section>
  );
}
