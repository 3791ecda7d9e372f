/** A product's 40 px picture in a table row; a plain tile when it has none. */
export function ProductThumbnail({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width="40" height="40" loading="lazy" className="size-10 shrink-0 rounded-md bg-stone-100 object-cover" />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-stone-100" />
  );
}
