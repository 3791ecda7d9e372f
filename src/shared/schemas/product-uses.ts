import { z } from 'zod';
import { CROP_STAGES } from '#shared/crop-calendar';
import { DOSE_BASES, DOSE_UNITS, MAX_ACRES, doseBaseAmount, parseAcres } from '#shared/dose';
import { PACK_UNITS } from '#shared/pack';
import { typedNumber } from './seed-lots.ts';

/**
 * What a product is for (docs/product-rules.md 41): the crops, stages and problems it serves with
 * its dose, the label claims a pesticide's uses stay within, and "how much for my acres". A dose
 * travels as the label writes it (400 ml, 1.5 kg); the server keeps whole grams or millilitres.
 */

export const MAX_USES_PER_PRODUCT = 30;
/** More than any label prints (200 l or kg per acre is a fertiliser's, not a spray's). */
export const MAX_DOSE_BASE = 1_000_000;
export const MAX_WAITING_DAYS = 365;

const slugField = (max: number) => z.string('required').trim().min(1, 'required').max(max, `tooLong${max}`);
const doseAmountField = z.number('doseAmount').positive('doseAmount').max(MAX_DOSE_BASE, 'doseAmount');
const doseUnitField = z.enum(DOSE_UNITS, 'doseUnit');
const sourceText = z.string('required').trim().max(500, 'tooLong500');

/** A dose finer than a whole gram or millilitre is not one a farmer measures out. */
const wholeDose = <T extends { doseAmount: number; doseUnit: (typeof DOSE_UNITS)[number] }>(schema: z.ZodType<T>) =>
  schema.refine((v) => doseBaseAmount(v.doseAmount, v.doseUnit) !== null, { path: ['doseAmount'], error: 'doseWhole', when: (p) => p.issues.length === 0 });

/** One use of a product, as the admin's and a vendor's "Crops and doses" form sends it. */
export const ProductUseInput = wholeDose(
  z.object({
    crop: slugField(40),
    stage: z.enum(CROP_STAGES, 'cropStage'),
    /** The problem it treats, or none (a seed, a fertiliser); a pesticide's use names one. */
    problem: z.string('required').trim().max(60, 'tooLong60').nullish().transform((v) => v || null),
    doseAmount: doseAmountField,
    doseUnit: doseUnitField,
    doseBasis: z.enum(DOSE_BASES, 'doseBasis'),
    /** Where the dose comes from (a package of practices, the label); blank: none. */
    source: sourceText.nullish().transform((v) => v || null),
  }),
);
export type ProductUseInput = z.infer<typeof ProductUseInput>;

/** PUT .../products/:id/uses: the product's whole list, replacing what it had. */
export const ProductUsesInput = z.object({ uses: z.array(ProductUseInput, 'uses').max(MAX_USES_PER_PRODUCT, 'tooManyUses') });
export type ProductUsesInput = z.infer<typeof ProductUsesInput>;

/** One row of the "Crops and doses" form, as its boxes hold it ('' problem: none). */
export const ProductUseFormFields = z.object({
  crop: z.string(),
  stage: z.string(),
  problem: z.string(),
  doseAmount: z.string(),
  doseUnit: z.string(),
  doseBasis: z.string(),
  source: z.string(),
});
export type ProductUseFormValues = z.infer<typeof ProductUseFormFields>;
export const EMPTY_USE_FORM: ProductUseFormValues = { crop: '', stage: '', problem: '', doseAmount: '', doseUnit: '', doseBasis: 'acre', source: '' };
// The typed text goes to the API's schema as is (a wrong number or choice fails its rule there), hence the cast.
const useOfForm = (v: ProductUseFormValues) =>
  ({ ...v, problem: v.problem || null, doseAmount: typedNumber(v.doseAmount), doseUnit: v.doseUnit || undefined, doseBasis: v.doseBasis || undefined, stage: v.stage || undefined }) as z.input<typeof ProductUseInput>;
/** The "Crops and doses" form: its rows turned into the PUT's body, checked by the same rules. */
export const ProductUsesForm = z
  .object({ uses: z.array(ProductUseFormFields) })
  .transform((v) => ({ uses: v.uses.map(useOfForm) }))
  .pipe(ProductUsesInput);

const Dose = z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS), basis: z.enum(DOSE_BASES) });

export const ProductUse = z.object({
  id: z.string(),
  crop: z.string(),
  cropName: z.string(),
  stage: z.enum(CROP_STAGES),
  stageName: z.string(),
  problem: z.string().nullable(),
  problemName: z.string().nullable(),
  dose: Dose,
  /** A pesticide's waiting period before harvest, from its label claim; null for other products. */
  waitingDays: z.number().int().nullable(),
  source: z.string().nullable(),
  status: z.enum(['pending', 'approved']),
});
export type ProductUse = z.infer<typeof ProductUse>;
export const ProductUseList = z.object({ items: z.array(ProductUse) });
export type ProductUseList = z.infer<typeof ProductUseList>;

/** POST /api/admin/label-claims: a claim from the CIB&RC's list of a generic name's major uses. */
export const LabelClaimInput = wholeDose(
  z.object({
    genericName: z.string('required').trim().min(1, 'required').max(200, 'tooLong200'),
    crop: slugField(40),
    problem: slugField(60),
    doseAmount: doseAmountField,
    doseUnit: doseUnitField,
    waitingDays: z.number('waitingDays').int('waitingDays').min(0, 'waitingDays').max(MAX_WAITING_DAYS, 'waitingDays'),
    source: sourceText.min(1, 'required'),
  }),
);
export type LabelClaimInput = z.infer<typeof LabelClaimInput>;

/** The admin's "Add a label claim" form, as its boxes hold it. */
export const LabelClaimFormFields = z.object({
  genericName: z.string(),
  crop: z.string(),
  problem: z.string(),
  doseAmount: z.string(),
  doseUnit: z.string(),
  waitingDays: z.string(),
  source: z.string(),
});
export type LabelClaimFormValues = z.infer<typeof LabelClaimFormFields>;
export const EMPTY_CLAIM_FORM: LabelClaimFormValues = { genericName: '', crop: '', problem: '', doseAmount: '', doseUnit: '', waitingDays: '', source: '' };
export const LabelClaimForm = LabelClaimFormFields.transform(
  (v) => ({ ...v, doseAmount: typedNumber(v.doseAmount), doseUnit: v.doseUnit || undefined, waitingDays: typedNumber(v.waitingDays) }) as z.input<typeof LabelClaimInput>,
).pipe(LabelClaimInput);

export const LabelClaim = z.object({
  id: z.string(),
  genericName: z.string(),
  crop: z.string(),
  cropName: z.string(),
  problem: z.string(),
  problemName: z.string(),
  dose: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
  waitingDays: z.number().int(),
  source: z.string(),
  /** How many product uses stay within it: a claim in use is not deleted. */
  uses: z.number().int(),
});
export type LabelClaim = z.infer<typeof LabelClaim>;
export const LabelClaimList = z.object({ items: z.array(LabelClaim) });

/** ?acres= on a product's uses: a positive number with at most 2 decimals, up to MAX_ACRES, as hundredths. */
export const AcresQuery = z.object({
  acres: z
    .string('acres')
    .max(12, 'acres')
    .transform((v, ctx) => {
      const hundredths = parseAcres(v);
      if (hundredths === null) ctx.addIssue({ code: 'custom', message: 'acres' });
      return hundredths ?? 0;
    })
    .optional(),
});

/** How much of the product a farmer's acres need at one per-acre use: the server's arithmetic, shown as it is. */
export const UseForAcres = z.object({
  useId: z.string(),
  acres: z.number(),
  dosePerAcre: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
  needed: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
  pack: z.object({ size: z.number().int(), unit: z.enum(PACK_UNITS) }),
  packs: z.number().int(),
  totalPaise: z.number().int(),
  /** More packs than one order line may hold (999): the page says to call rather than add them. */
  tooMany: z.boolean(),
});
export type UseForAcres = z.infer<typeof UseForAcres>;

/** GET /api/store/products/:id/uses: its approved uses, and with ?acres= how much each per-acre one needs. */
export const StoreProductUses = z.object({ items: z.array(ProductUse), forAcres: z.array(UseForAcres) });
export type StoreProductUses = z.infer<typeof StoreProductUses>;

/** A product on a crop page: what it is for there, and whether a farmer can buy it now. */
export const CropProduct = z.object({
  useId: z.string(),
  stage: z.enum(CROP_STAGES),
  problem: z.string().nullable(),
  dose: Dose,
  product: z.object({ id: z.string(), name: z.string(), pricePaise: z.number().int(), imageUrl: z.string().nullable(), inStock: z.boolean(), packSize: z.number().int().nullable(), packUnit: z.enum(PACK_UNITS).nullable() }),
});
export type CropProduct = z.infer<typeof CropProduct>;
export const CropProductList = z.object({ items: z.array(CropProduct) });
export type CropProductList = z.infer<typeof CropProductList>;

export { MAX_ACRES };
