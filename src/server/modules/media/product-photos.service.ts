import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import { findReviewState } from '#server/modules/vendors/vendors.repository';
import { PUBLISH_NEEDS_APPROVAL } from '#server/modules/vendors/vendor-products.service';
import { validationMessage } from '#shared/validation-messages';
import { photoAddress, PHOTO_WIDTHS } from '#shared/product-photos';
import type { ProductPhotoUploaded } from '#shared/schemas/product-photos';
import { makePhotoVersions } from './photo-processing.ts';
import type { PhotoQueue } from './photo-queue.ts';
import { PhotoStore } from './photo-store.ts';
import { insertPhoto } from './product-photos.repository.ts';

/**
 * Product photos (issue 17): an admin's or approved vendor's upload becomes the shop's own WebP
 * versions (photo-processing.ts), kept by the PhotoStore and recorded with who uploaded it.
 */
export class ProductPhotosService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: PhotoStore,
    private readonly queue: PhotoQueue,
    private readonly now: () => number,
  ) {}

  async upload(user: UserRow, bytes: Buffer): Promise<ProductPhotoUploaded> {
    // A vendor under review or refused has no listings in the shop, and so no reason to store files.
    if (user.type === 'vendor' && (await findReviewState(this.db, user.id))?.status !== 'approved') {
      throw new AppError(403, 'vendor_not_approved', PUBLISH_NEEDS_APPROVAL, { photo: validationMessage('photoNeedsApproval') });
    }
    const versions = await makePhotoVersions(bytes, this.queue);
    const id = PhotoStore.newId();
    await this.store.save(id, versions);
    try {
      await insertPhoto(this.db, { id, uploaded_by: user.id, created_at: new Date(this.now()).toISOString() });
    } catch (err) {
      await this.store.remove(id, versions.keys());
      throw err;
    }
    return { id, imageUrl: photoAddress(id), widths: [...PHOTO_WIDTHS] };
  }
}

