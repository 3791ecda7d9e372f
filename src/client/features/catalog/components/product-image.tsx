import { Icon, type P } from '#client/components/ui/icons.tsx';
import { photoSrcSet } from '#shared/product-photos';

// The placeholder's leaf lives here, its one user, rather than in icons.tsx: with it there every
// page's first load carried it, pages without a product picture too (npm run size).
const LeafIcon = (p: P) => (
  <Icon {...p}>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.2-6.1 2.4-.5 4.9-2 5.8-3.9" />
  </Icon>
);

/**
 * A 4:3 product picture with its size reserved up front, so nothing jumps while it loads. An
 * uploaded photo comes 400 and 800 wide (docs/decisions/0028): the browser takes the one `sizes` calls for,
 * the default being a card's width: the whole column on a phone, about 400 px in the grids of wider screens.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  className = '',
  sizes = '(min-width:640px) 400px,100vw',
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div className={`flex aspect-[4/3] w-full items-center justify-center bg-brand-50 text-brand-700 ${className}`}>
        <LeafIcon className="size-12" />
      </div>
    );
  }
  const srcSet = photoSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      // The first screen's pictures are often its largest paint: they go before the scripts.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`aspect-[4/3] w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
