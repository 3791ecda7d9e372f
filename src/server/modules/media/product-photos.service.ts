import type { UnitOfWork } from '#server/db/unit-of-work';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import { validationMessage } from '#shared/validation-messages';
import { photoAddress, PHOTO_WIDTHS } from '#shared/product-photos';
import type { ProductPhotoUploaded } from '#shared/schemas/product-photos';
import { makePhotoVersions } from './photo-processing.ts';
import type { PhotoQueue } from './photo-queue.ts';
import { PhotoStore } from './photo-store.ts';
import { insertPhoto } from './product-photos.repository.ts';

/**
 * Product photos (docs/decisions/0028): an admin's or approved vendor's upload becomes the shop's own WebP
 * versions (photo-processing.ts), kept by the PhotoStore and recorded with who uploaded it.
 */
/**
 * Whether a vendor may publish, and if not the words of the refusal: the vendors module answers
 * (VendorsService.publishRefusal, wired in services.ts), so media imports nothing of vendors,
 * which imports media's photo ownership (docs/decisions/0042).
 */
export interface VendorStanding {
  publishRefusal(vendorId: string): Promise<string | undefined>;
}

export class ProductPhotosService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly store: PhotoStore,
    private readonly queue: PhotoQueue,
    private readonly now: () => number,
    private readonly vendors: VendorStanding,
  ) {}

  async upload(user: UserRow, bytes: Buffer): Promise<ProductPhotoUploaded> {
    // A vendor under review or refused has no listings in the shop, and so no reason to store files.
    const refusal = user.type === 'vendor' ? await this.vendors.publishRefusal(user.id) : undefined;
    if (refusal !== undefined) throw new AppError(403, 'vendor_not_approved', refusal, { photo: validationMessage('photoNeedsApproval') });
    const versions = await makePhotoVersions(bytes, this.queue);
    const id = PhotoStore.newId();
    await this.store.save(id, versions);
    try {
      await this.work.transaction(async () => {
        const row = { id, uploaded_by: user.id, created_at: new Date(this.now()).toISOString() };
        await insertPhoto(this.work.db, row);
        await this.work.recordChange({ action: 'product_photo.upload', entity: 'product_photo', entityId: id, before: null, after: { ...row, image_url: photoAddress(id) } });
      });
    } catch (err) {
      await this.store.remove(id, versions.keys());
      throw err;
    }
    return { id, imageUrl: photoAddress(id), widths: [...PHOTO_WIDTHS] };
  }
}

