import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { LabelClaimRow, ProductRow, ProductUseRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import type { CropStage } from '#shared/crop-calendar';
import { doseBaseAmount, inLargerUnit, packsForAcres, ACRE_HUNDREDTHS, type DoseUnit } from '#shared/dose';
import type { Language } from '#shared/languages';
import { validationMessage } from '#shared/validation-messages';
import { MAX_LINE_QUANTITY } from '#shared/schemas/orders';
import type { FarmProduct } from '#shared/schemas/farm';
import type { CropProduct, LabelClaim, LabelClaimInput, ProductUse, ProductUsesInput, StoreProductUses, UseForAcres } from '#shared/schemas/product-uses';
import { findProduct } from './admin-products.repository.ts';
import { approvedUsesOf, findActiveProduct } from './catalog.repository.ts';
import { productNameIn, productNotFound } from './product-fields.ts';
import * as repo from './product-uses.repository.ts';
import { findOwnProduct } from './vendor-listings.repository.ts';
import { SearchTerms } from './search-terms.ts';

/** A crop as the crops module names it in a language, with its stages and problems. */
export interface CropTerms {
  slug: string;
  name: string;
  stages: Array<{ stage: CropStage; name: string }>;
  problems: Array<{ slug: string; name: string }>;
}

/**
 * What the product forms and pages need of the crops: their slugs and names. The crops module owns
 * them and answers (services.ts wires CropsService), so catalog does not import it and the crop
 * pages may ask catalog for their products (docs/decisions/0042).
 */
export interface CropVocabulary {
  crops(language: Language): Promise<CropTerms[]>;
}

/** A product for a farmer's crop at a stage, with the quantity for his acres. */
export type FarmCropProduct = FarmProduct & { stage: CropStage };

/** Who is setting a product's uses: the admin's are approved at once, a vendor's wait for the admin. */
export type UsesEditor = { admin: true } | { vendorId: string };

/** A dose in the unit the label writes it: 1500 g written in kg is 1.5. */
const asWritten = (baseAmount: number, unit: DoseUnit) => baseAmount / doseBaseAmount(1, unit)!;

/**
 * What a product is for (docs/product-rules.md 41, docs/decisions/0056): its crops, stages and
 * problems with their doses; the label claims within which alone a pesticide is linked to a crop
 * and a pest; and how much of it a farmer's acres need, worked out here so the page only shows
 * the server's arithmetic.
 */
export class ProductUses {
  /** A product's searchable names of its uses' crops and problems (docs/decisions/0055). */
  readonly #searchTerms: SearchTerms;

  constructor(
    private readonly work: UnitOfWork,
    private readonly vocabulary: CropVocabulary,
  ) {
    this.#searchTerms = new SearchTerms(work, vocabulary);
  }

  /**
   * The search terms of the products used on `crop`, after the admin renamed it or one of its
   * problems (the crops module calls this, in its transaction); of every product with uses
   * without `crop` (on start: an existing shop's products).
   */
  async refreshSearchTerms(crop?: string): Promise<void> {
    await this.work.transaction(() => (crop === undefined ? this.#searchTerms.refreshAll() : this.#searchTerms.refreshCrop(crop)));
  }

  /** A product's uses for the admin or its vendor (pending ones too); 404 when it is not theirs. */
  async list(productId: string, editor: UsesEditor, language: Language): Promise<ProductUse[]> {
    await this.#editable(productId, editor);
    return this.#named(await repo.listUses(this.work.db, productId, false), language);
  }

  /**
   * Replaces a product's uses, in one transaction. Each names a crop, one of its stages and
   * maybe one of its problems; a pesticide's each names a problem within a label claim of its
   * generic name, at no more than the claim's dose per acre (docs/product-rules.md 41). A
   * vendor's wait for the admin's approval; the admin's are approved.
   */
  async replace(productId: string, input: ProductUsesInput, editor: UsesEditor, language: Language): Promise<ProductUse[]> {
    const product = await this.#editable(productId, editor);
    const crops = await this.vocabulary.crops('en');
    const claims = product.category === 'pesticides' && product.generic_name ? await repo.findClaims(this.work.db, product.generic_name) : [];
    const fields: Record<string, string> = {};
    const now = new Date().toISOString();
    const rows = input.uses.map((use, i): ProductUseRow => {
      const at = (field: string, key: string) => (fields[`uses.${i}.${field}`] ??= validationMessage(key));
      const crop = crops.find((c) => c.slug === use.crop);
      if (!crop) at('crop', 'unknownCrop');
      else if (!crop.stages.some((s) => s.stage === use.stage)) at('stage', 'unknownStage');
      if (crop && use.problem !== null && !crop.problems.some((p) => p.slug === use.problem)) at('problem', 'unknownProblem');
      const doseAmount = doseBaseAmount(use.doseAmount, use.doseUnit)!;
      let claim: LabelClaimRow | undefined;
      if (product.category === 'pesticides') {
        if (!product.generic_name) at('crop', 'pesticideNeedsGenericName');
        else if (use.problem === null) at('problem', 'pesticideNeedsProblem');
        else {
          claim = claims.find((c) => c.crop === use.crop && c.problem === use.problem);
          if (!claim) at('problem', 'noLabelClaim');
          else if (use.doseBasis !== 'acre' || unitKind(use.doseUnit) !== unitKind(claim.dose_unit)) at('doseUnit', 'claimDoseUnit');
          else if (doseAmount > claim.dose_amount) at('doseAmount', 'claimDoseTooHigh');
        }
      }
      return {
        id: randomUUID(),
        product_id: product.id,
        position: i,
        crop: use.crop,
        stage: use.stage,
        problem: use.problem,
        dose_amount: doseAmount,
        dose_unit: use.doseUnit,
        dose_basis: use.doseBasis,
        claim_id: claim?.id ?? null,
        source: use.source ?? claim?.source ?? null,
        status: 'admin' in editor ? 'approved' : 'pending',
        created_at: now,
      };
    });
    if (Object.keys(fields).length) throw new AppError(400, 'validation_failed', `Invalid uses: ${Object.values(fields).join('; ')}`, fields);
    await this.work.transaction(async () => {
      // Read again inside: a product deleted meanwhile is a 404, not a foreign-key failure.
      await this.#editable(productId, editor);
      const before = await repo.listUses(this.work.db, product.id, false);
      await repo.replaceUses(this.work.db, product.id, rows);
      await this.#searchTerms.refresh([product.id]);
      await this.work.recordChange({ action: 'product.uses', entity: 'product', entityId: product.id, before: auditedUses(before), after: auditedUses(rows) });
    });
    return this.#named(rows, language);
  }

  /** The admin approves a vendor's uses of a product; 404 for no such product. */
  async approve(productId: string, language: Language): Promise<ProductUse[]> {
    await this.work.transaction(async () => {
      await this.#editable(productId, { admin: true });
      const before = await repo.listUses(this.work.db, productId, false);
      await repo.approveUses(this.work.db, productId);
      await this.#searchTerms.refresh([productId]);
      const after = await repo.listUses(this.work.db, productId, false);
      await this.work.recordChange({ action: 'product.uses_approve', entity: 'product', entityId: productId, before: auditedUses(before), after: auditedUses(after) });
    });
    return this.#named(await repo.listUses(this.work.db, productId, false), language);
  }

  /**
   * A product page's uses: the approved ones of a product in the shop, and with `acresHundredths`
   * how many packs each per-acre use needs for that land (docs/product-rules.md 41).
   */
  async forStore(productId: string, language: Language, acresHundredths?: number): Promise<StoreProductUses> {
    const product = await findActiveProduct(this.work.db, productId);
    if (!product) throw productNotFound();
    const uses = await this.#named(await repo.listUses(this.work.db, productId, true), language);
    const forAcres = acresHundredths === undefined ? [] : uses.flatMap((use) => forAcresOf(use, product, acresHundredths));
    return { items: uses, forAcres };
  }

  /** A crop page's products: the approved uses of products in the shop on that crop. */
  async forCrop(crop: string, language: Language): Promise<CropProduct[]> {
    const rows = await repo.listCropUses(this.work.db, crop);
    return rows.map((r) => ({
      useId: r.use_id,
      stage: r.stage,
      problem: r.problem,
      dose: { amount: asWritten(r.dose_amount, r.dose_unit), unit: r.dose_unit, basis: r.dose_basis },
      product: {
        id: r.id,
        name: productNameIn(r, language),
        pricePaise: Number(r.price_paise),
        imageUrl: r.image_url,
        inStock: Number(r.stock) > 0,
        packSize: r.pack_size,
        packUnit: r.pack_unit,
      },
    }));
  }

  /**
   * A farmer's crop's products (docs/product-rules.md 42): the approved uses on the crop of
   * products in the shop and in stock, each with how much his acres need at a per-acre dose.
   */
  async forFarmCrop(crop: string, language: Language, acresHundredths: number): Promise<FarmCropProduct[]> {
    const rows = (await repo.listCropUses(this.work.db, crop)).filter((r) => Number(r.stock) > 0);
    return rows.map((r) => {
      const dose = { amount: asWritten(r.dose_amount, r.dose_unit), unit: r.dose_unit, basis: r.dose_basis };
      const pack = { pack_size: r.pack_size, pack_unit: r.pack_unit, price_paise: r.price_paise };
      const [forAcres] = forAcresOf({ id: r.use_id, dose }, pack, acresHundredths);
      return {
        useId: r.use_id,
        stage: r.stage,
        dose,
        product: { id: r.id, name: productNameIn(r, language), pricePaise: Number(r.price_paise), imageUrl: r.image_url, inStock: true, packSize: r.pack_size, packUnit: r.pack_unit },
        forAcres: forAcres ? { acres: forAcres.acres, dosePerAcre: forAcres.dosePerAcre, needed: forAcres.needed, pack: forAcres.pack, packs: forAcres.packs, totalPaise: forAcres.totalPaise, tooMany: forAcres.tooMany } : null,
      };
    });
  }

  async claims(language: Language): Promise<LabelClaim[]> {
    const [rows, crops] = await Promise.all([repo.listClaims(this.work.db), this.vocabulary.crops(language)]);
    return rows.map((r) => toClaim(r, Number(r.uses), crops));
  }

  /** Records a label claim from the CIB&RC's list, with its source; 409 when the same one is there. */
  async addClaim(input: LabelClaimInput, language: Language): Promise<LabelClaim> {
    const crops = await this.vocabulary.crops(language);
    const crop = crops.find((c) => c.slug === input.crop);
    if (!crop) throw invalid('crop', 'unknownCrop');
    if (!crop.problems.some((p) => p.slug === input.problem)) throw invalid('problem', 'unknownProblem');
    const row: LabelClaimRow = {
      id: randomUUID(),
      generic_name: input.genericName,
      crop: input.crop,
      problem: input.problem,
      dose_amount: doseBaseAmount(input.doseAmount, input.doseUnit)!,
      dose_unit: input.doseUnit,
      waiting_days: input.waitingDays,
      source: input.source,
      created_at: new Date().toISOString(),
    };
    const same = (await repo.findClaims(this.work.db, input.genericName)).some((c) => c.crop === input.crop && c.problem === input.problem);
    if (same) throw new AppError(409, 'label_claim_exists', 'This generic name already has a label claim for this crop and pest');
    await this.work.transaction(async () => {
      await repo.insertClaim(this.work.db, row);
      await this.work.recordChange({ action: 'label_claim.create', entity: 'label_claim', entityId: row.id, before: null, after: row });
    });
    return toClaim(row, 0, crops);
  }

  /**
   * What of a crop the products and label claims name (any use or claim, and which problems): the
   * crop guide keeps those while they are named (crops' AdminCropsService, through services.ts).
   */
  cropLinks(crop: string): Promise<{ linked: boolean; problems: Set<string> }> {
    return repo.cropLinks(this.work.db, crop);
  }

  /** The crops of each product's approved uses (a coupon by crop takes their lines: docs/product-rules.md 43). */
  async cropsOf(productIds: string[]): Promise<Map<string, string[]>> {
    const crops = new Map<string, string[]>();
    for (const use of await approvedUsesOf(this.work.db, productIds)) crops.set(use.product_id, [...new Set([...(crops.get(use.product_id) ?? []), use.crop])]);
    return crops;
  }

  /** Deletes a claim no product use stays within: 409 while one does, 404 when there is none. */
  async removeClaim(id: string): Promise<void> {
    // Looked at before any DELETE runs: on PostgreSQL the catalogue's version moves with every
    // statement on the table, even one that deletes nothing, and a refusal must change nothing.
    await this.work.transaction(async () => {
      const claim = await repo.findClaim(this.work.db, id);
      if (!claim) throw notFound('No such label claim');
      if (await repo.claimInUse(this.work.db, id)) throw new AppError(409, 'label_claim_in_use', 'Products are linked to crops within this label claim: remove those uses first');
      await repo.deleteClaim(this.work.db, id);
      await this.work.recordChange({ action: 'label_claim.delete', entity: 'label_claim', entityId: id, before: claim, after: null });
    });
  }

  /** The product if this editor may change its uses: any for the admin, its own for a vendor (else 404). */
  async #editable(productId: string, editor: UsesEditor): Promise<ProductRow> {
    const product = 'admin' in editor ? await findProduct(this.work.db, productId) : await findOwnProduct(this.work.db, editor.vendorId, productId);
    if (!product || product.listing_status === 'archived') throw productNotFound();
    return product;
  }

  async #named(rows: ProductUseRow[], language: Language): Promise<ProductUse[]> {
    if (rows.length === 0) return [];
    const crops = await this.vocabulary.crops(language);
    const claimIds = rows.flatMap((r) => (r.claim_id ? [r.claim_id] : []));
    const claims = claimIds.length ? await Promise.all(claimIds.map((id) => repo.findClaim(this.work.db, id))) : [];
    return rows.map((r) => {
      const crop = crops.find((c) => c.slug === r.crop);
      return {
        id: r.id,
        crop: r.crop,
        cropName: crop?.name ?? r.crop,
        stage: r.stage,
        stageName: crop?.stages.find((s) => s.stage === r.stage)?.name ?? r.stage,
        problem: r.problem,
        problemName: r.problem === null ? null : (crop?.problems.find((p) => p.slug === r.problem)?.name ?? r.problem),
        dose: { amount: asWritten(r.dose_amount, r.dose_unit), unit: r.dose_unit, basis: r.dose_basis },
        waitingDays: claims.find((c) => c?.id === r.claim_id)?.waiting_days ?? null,
        source: r.source,
        status: r.status,
      };
    });
  }
}

/**
 * A product's uses as the audit log keeps them (docs/decisions/0065): what each says, in order,
 * without the row ids a replacement renews; one field, so the log shows the list before and after.
 */
function auditedUses(rows: ProductUseRow[]): { uses: Array<Record<string, unknown>> } {
  return { uses: rows.map((r) => ({ crop: r.crop, stage: r.stage, problem: r.problem, dose_amount: r.dose_amount, dose_unit: r.dose_unit, dose_basis: r.dose_basis, source: r.source, status: r.status })) };
}

/** A 400 naming one field, in its validation message's English. */
const invalid = (field: string, key: string) => new AppError(400, 'validation_failed', `Invalid ${field}: ${validationMessage(key)}`, { [field]: validationMessage(key) });

const unitKind = (unit: DoseUnit) => (unit === 'g' || unit === 'kg' ? 'mass' : 'volume');

function toClaim(r: LabelClaimRow, uses: number, crops: CropTerms[]): LabelClaim {
  const crop = crops.find((c) => c.slug === r.crop);
  return {
    id: r.id,
    genericName: r.generic_name,
    crop: r.crop,
    cropName: crop?.name ?? r.crop,
    problem: r.problem,
    problemName: crop?.problems.find((p) => p.slug === r.problem)?.name ?? r.problem,
    dose: { amount: asWritten(r.dose_amount, r.dose_unit), unit: r.dose_unit },
    waitingDays: r.waiting_days,
    source: r.source,
    uses,
  };
}

/** How many packs of the product a per-acre use needs for the land; none where the pack is not measured against the dose. */
function forAcresOf(use: Pick<ProductUse, 'id' | 'dose'>, product: Pick<ProductRow, 'pack_size' | 'pack_unit' | 'price_paise'>, acresHundredths: number): UseForAcres[] {
  if (use.dose.basis !== 'acre' || product.pack_size === null || product.pack_unit === null) return [];
  const baseAmount = doseBaseAmount(use.dose.amount, use.dose.unit)!;
  const result = packsForAcres({ baseAmount, unit: use.dose.unit }, acresHundredths, { size: product.pack_size, unit: product.pack_unit });
  if (!result) return [];
  return [
    {
      useId: use.id,
      acres: acresHundredths / ACRE_HUNDREDTHS,
      dosePerAcre: { amount: use.dose.amount, unit: use.dose.unit },
      needed: inLargerUnit(result.needed, result.dimension),
      pack: { size: product.pack_size, unit: product.pack_unit },
      packs: result.packs,
      totalPaise: result.packs * Number(product.price_paise),
      tooMany: result.packs > MAX_LINE_QUANTITY,
    },
  ];
}
