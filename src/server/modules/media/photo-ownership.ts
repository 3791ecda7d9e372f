import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { AppError } from '#server/errors';
import { photoIdOf } from '#shared/product-photos';
import { validationMessage } from '#shared/validation-messages';
import { findPhoto } from './product-photos.repository.ts';

/**
 * A vendor's listing may show an uploaded photo only if that vendor uploaded it (or the listing
 * shows it already: an edit that keeps it). Other images (https addresses, the site's own files)
 * are the image-address rule's business (shared/schemas/admin-products.ts). Admins may attach any.
 */
export async function assertVendorMayAttachPhoto(db: Kysely<Database>, vendorId: string, imageUrl: string | null, currentImageUrl: string | null = null): Promise<void> {
  if (!imageUrl || imageUrl === currentImageUrl || !servesFromMedia(imageUrl)) return;
  const id = photoIdOf(imageUrl);
  if (!id || (await findPhoto(db, id))?.uploaded_by !== vendorId) {
    throw new AppError(400, 'validation_failed', `Invalid request: imageUrl: ${validationMessage('photoNotYours')}`, { imageUrl: validationMessage('photoNotYours') });
  }
}

/**
 * Whether an address reaches the shop's /media/ once a browser has resolved it ("/x/../media/...",
 * "/%6Dedia/...", or the shop's own https://host/media/products/...): such an address must be
 * exactly an uploaded photo's, so no spelling of another vendor's photo (its 400 wide file, its
 * full address) slips past the ownership check. Another site's /media/products/ is refused too:
 * the shop cannot tell its own host from the address alone.
 */
function servesFromMedia(imageUrl: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(imageUrl, 'http://shop.invalid').pathname).toLowerCase();
  } catch {
    return true;
  }
  return imageUrl.startsWith('/') ? pathname.startsWith('/media/') : pathname.startsWith('/media/products/');
}
