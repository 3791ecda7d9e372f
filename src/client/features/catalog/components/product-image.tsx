import { LeafIcon } from '#client/components/ui/icons.tsx';

/** A 4:3 product picture with its size reserved up front, so nothing jumps while it loads. */
export function ProductImage({
  src,
  alt,
  eager = false,
  className = '',
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div className={`flex aspect-[4/3] w-full items-center justify-center bg-brand-50 text-brand-700 ${className}`}>
        <LeafIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
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
