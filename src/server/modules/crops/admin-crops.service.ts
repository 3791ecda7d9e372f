import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import { PROBLEM_DRAWINGS_PATH, type AdminCrop, type AdminCropInput, type AdminCropList, type AdminNewCrop } from '#shared/schemas/crops';
import { CROP_STAGES } from '#shared/crop-calendar';
import * as repo from './crops.repository.ts';

const texts = <K extends string>(row: Record<`${K}_en` | `${K}_hi` | `${K}_mr`, string>, key: K) => ({ en: row[`${key}_en`], hi: row[`${key}_hi`], mr: row[`${key}_mr`] });

/**
 * What outside the guide names a crop (services.ts wires catalog's product uses and label claims,
 * and the farmers' fields): the crop at all, and which of its problems. The guide keeps what is named.
 */
export type CropLinks = (crop: string) => Promise<{ linked: boolean; problems: Set<string> }>;

/**
 * Told, inside the edit's transaction, that a crop's or its problems' names changed: the catalog
 * searches products by the names of the crops and problems they are used on (docs/decisions/0055;
 * services.ts wires ProductUses.refreshSearchTerms), so the crops module does not import it.
 */
export type CropNamesChanged = (crop: string) => Promise<void>;

/**
 * The admin's crop guide (docs/product-rules.md 39, docs/decisions/0058): crops added, edited whole
 * (names, sowing windows, stage days, problems, each with its source) and removed. A crop or a
 * problem that products, label claims or farmers' fields name is kept (409 `crop_in_use`), as
 * the database's own references would refuse it.
 */
export class AdminCropsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly links: CropLinks,
    private readonly namesChanged: CropNamesChanged,
  ) {}

  async list(): Promise<AdminCropList> {
    const [crops, seasons, stages, problems, strikes] = await Promise.all([
      repo.listCrops(this.work.db),
      repo.listSeasons(this.work.db),
      repo.listStages(this.work.db),
      repo.listProblems(this.work.db),
      repo.listAllProblemStages(this.work.db),
    ]);
    return {
      items: crops.map((c): AdminCrop => ({
        slug: c.slug,
        name: texts(c, 'name'),
        source: c.source,
        seasons: seasons.filter((s) => s.crop === c.slug).map((s) => ({ season: s.season, state: s.state, from: s.sow_from, to: s.sow_to, source: s.source })),
        stages: stages.filter((s) => s.crop === c.slug).map((s) => ({ stage: s.stage, fromDay: s.from_day, toDay: s.to_day, name: texts(s, 'name'), advice: texts(s, 'advice'), source: s.source })),
        problems: problems
          .filter((p) => p.crop === c.slug)
          .map((p) => ({
            slug: p.slug,
            kind: p.kind,
            image: p.image,
            name: texts(p, 'name'),
            symptoms: texts(p, 'symptoms'),
            alt: texts(p, 'alt'),
            stages: CROP_STAGES.filter((stage) => strikes.some((s) => s.crop === c.slug && s.problem === p.slug && s.stage === stage)),
            source: p.source,
          })),
      })),
    };
  }

  /** Adds a crop; 409 `crop_exists` when its slug is taken. */
  async create(input: AdminNewCrop): Promise<AdminCrop> {
    const { slug, ...content } = input;
    await this.work.transaction(async () => {
      if (await repo.findCrop(this.work.db, slug)) throw new AppError(409, 'crop_exists', 'The guide already has a crop with this key', { slug: 'crop_exists' });
      await repo.insertCrop(this.work.db, slug, content);
      await repo.writeCropContent(this.work.db, slug, contentOf(content));
      await this.work.recordChange({ action: 'crop.create', entity: 'crop', entityId: slug, before: null, after: await this.#get(slug) });
    });
    return this.#get(slug);
  }

  /** Replaces a crop's names, windows, stages and problems in one transaction; a named problem may not go. */
  async replace(slug: string, input: AdminCropInput): Promise<AdminCrop> {
    await this.work.transaction(async () => {
      if (!(await repo.findCrop(this.work.db, slug))) throw notFound('No such crop');
      const named = (await this.links(slug)).problems;
      const kept = new Set(input.problems.map((p) => p.slug));
      const removed = [...named].filter((p) => !kept.has(p));
      if (removed.length) throw new AppError(409, 'crop_in_use', `Products or label claims name the problems ${removed.join(', ')}: remove those links first`);
      // The crop as the guide reads it, before and after: the same shape and order on both sides, so only what changed is logged.
      const before = await this.#get(slug);
      await repo.writeCropContent(this.work.db, slug, contentOf(input));
      await this.namesChanged(slug);
      await this.work.recordChange({ action: 'crop.update', entity: 'crop', entityId: slug, before, after: await this.#get(slug) });
    });
    return this.#get(slug);
  }

  /** Removes a crop with its windows, stages and problems; 409 while anything names it. */
  async remove(slug: string): Promise<void> {
    await this.work.transaction(async () => {
      if (!(await repo.findCrop(this.work.db, slug))) throw notFound('No such crop');
      if ((await this.links(slug)).linked) throw new AppError(409, 'crop_in_use', 'Products, label claims or farmers\' fields name this crop: remove those links first');
      const before = await this.#get(slug);
      await repo.deleteCrop(this.work.db, slug);
      await this.work.recordChange({ action: 'crop.delete', entity: 'crop', entityId: slug, before, after: null });
    });
  }

  async #get(slug: string): Promise<AdminCrop> {
    const crop = (await this.list()).items.find((c) => c.slug === slug);
    if (!crop) throw notFound('No such crop');
    return crop;
  }
}

/** The input as the guide stores it: a drawing by its address (public/images/problems/). */
const contentOf = (input: AdminCropInput): repo.CropContent => ({
  ...input,
  problems: input.problems.map((p) => ({ ...p, image: `${PROBLEM_DRAWINGS_PATH}${p.image}` })),
});
