import { z } from 'zod';

/** A kit holds 2 to 8 different parts, 1 to 99 of each (docs/product-rules.md 48). */
export const MIN_KIT_PARTS = 2;
export const MAX_KIT_PARTS = 8;
export const MAX_KIT_PART_QUANTITY = 99;

const KitPartInput = z.object({
  productId: z.string('unknownProduct').min(1, 'unknownProduct').max(64, 'unknownProduct'),
  quantity: z.number('kitPartQuantity').int('kitPartQuantity').min(1, 'kitPartQuantity').max(MAX_KIT_PART_QUANTITY, 'kitPartQuantity'),
});

/**
 * PUT /api/admin/products/:id/kit-parts: a kit's parts, all of them, in the order shown. Each row
 * its own field's message; which products may be parts, and the kit's price below theirs, the
 * server checks, as it knows them.
 */
export const AdminKitPartsInput = z.object({
  parts: z
    .array(KitPartInput)
    .min(MIN_KIT_PARTS, 'kitTooFewParts')
    .max(MAX_KIT_PARTS, 'kitTooManyParts')
    .superRefine((parts, ctx) => {
      parts.forEach((part, i) => {
        if (parts.findIndex((p) => p.productId === part.productId) !== i) ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'kitPartDuplicate' });
      });
    }),
});
export type AdminKitPartsInput = z.infer<typeof AdminKitPartsInput>;

/** A kit's part as the admin sees it: its name, retail price and stock now, and how many a kit holds. */
export const AdminKitPart = z.object({ productId: z.string(), name: z.string(), pricePaise: z.number().int(), stock: z.number().int(), quantity: z.number().int() });

/**
 * A product's kit parts (none: it is no kit), with the kit's own price, what its parts cost at
 * retail and what a buyer saves (their difference), and the kit's stock its parts make.
 */
export const AdminKitParts = z.object({
  productId: z.string(),
  pricePaise: z.number().int(),
  partsPaise: z.number().int(),
  savingPaise: z.number().int(),
  stock: z.number().int(),
  parts: z.array(AdminKitPart),
});
export type AdminKitParts = z.infer<typeof AdminKitParts>;
