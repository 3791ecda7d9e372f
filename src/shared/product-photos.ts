/**
 * Uploaded product photos (docs/decisions/0028): what the server makes of one upload and the addresses it
 * serves them at. Pure constants and string work, shared by the server, the staff's upload field
 * and the storefront's ProductImage (which imports only photoSrcSet: keep that one tiny).
 */

/** The largest upload taken: a phone's full-size photo fits, with room. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The widths made of each photo, 4:3 like every product picture: cards show 400x300, the product page more. */
export const PHOTO_WIDTHS = [400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The width a product's `imageUrl` names; the storefront finds the others from it. */
export const PHOTO_MAIN_WIDTH: PhotoWidth = 800;
/** What the file input offers; the server checks the content itself, whatever this or the name says. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A photo's file name under the uploads folder's products/: the server's random id, never the uploader's name. */
export const PHOTO_FILE = /^([0-9a-f]{32})-(400|800)\.webp$/;
/** Where the shop serves uploaded product photos from. */
export const PHOTO_PATH_PREFIX = '/media/products/';

export const photoAddress = (id: string, width: PhotoWidth = PHOTO_MAIN_WIDTH) => `${PHOTO_PATH_PREFIX}${id}-${width}.webp`;

/** The photo id of an uploaded photo's address (the one a product saves), or undefined for any other image. */
export function photoIdOf(imageUrl: string | null | undefined): string | undefined {
  return imageUrl ? /^\/media\/products\/([0-9a-f]{32})-800\.webp$/.exec(imageUrl)?.[1] : undefined;
}

/** The srcset of an uploaded photo's address (its 400 and 800 wide files); undefined for seeded and external images. */
export function photoSrcSet(src: string): string | undefined {
  const base = /^(\/media\/products\/[0-9a-f]{32}-)800\.webp$/.exec(src)?.[1];
  return base && `${base}400.webp 400w,${src} 800w`;
}
