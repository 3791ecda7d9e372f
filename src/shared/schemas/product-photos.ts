import { z } from 'zod';

/**
 * POST /api/admin/product-photos and /api/vendor/product-photos: the photo's bytes as the body
 * (application/octet-stream). The answer: the address to save as the product's `imageUrl`.
 */
export const ProductPhotoUploaded = z.object({
  id: z.string(),
  /** The 800 wide WebP; the 400 wide one sits next to it (photoSrcSet). */
  imageUrl: z.string(),
  widths: z.array(z.number().int()),
});
export type ProductPhotoUploaded = z.infer<typeof ProductPhotoUploaded>;
