import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import type { AdminCrop, AdminCropList, AdminUpdateCropTexts } from '#shared/schemas/crops';
import * as repo from './crops.repository.ts';

const texts = <K extends string>(row: Record<`${K}_en` | `${K}_hi` | `${K}_mr`, string>, key: K) => ({ en: row[`${key}_en`], hi: row[`${key}_hi`], mr: row[`${key}_mr`] });

/**
 * The admin's corrections of the crop guide's wording (docs/product-rules.md 39): names, advice,
 * symptoms and alt texts in the three languages. The agronomy's keys, days, windows and sources
 * stay as their migration set them (docs/decisions/0054).
 */
/**
 * Told, inside the edit's transaction, that a crop's or its problems' names changed: the catalog
 * searches products by the names of the crops and problems they are used on (docs/decisions/0055;
 * services.ts wires ProductUses.refreshSearchTerms), so the crops module does not import it.
 */
export type CropNamesChanged = (crop: string) => Promise<void>;

export class AdminCropsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly namesChanged: CropNamesChanged = async () => {},
  ) {}

  async list(): Promise<AdminCropList> {
    const [crops, stages, problems] = await Promise.all([repo.listCrops(this.work.db), repo.listStages(this.work.db), repo.listProblems(this.work.db)]);
    return {
      items: crops.map((c): AdminCrop => ({
        slug: c.slug,
        name: texts(c, 'name'),
        source: c.source,
        stages: stages.filter((s) => s.crop === c.slug).map((s) => ({ stage: s.stage, fromDay: s.from_day, toDay: s.to_day, name: texts(s, 'name'), advice: texts(s, 'advice'), source: s.source })),
        problems: problems
          .filter((p) => p.crop === c.slug)
          .map((p) => ({ slug: p.slug, kind: p.kind, image: p.image, name: texts(p, 'name'), symptoms: texts(p, 'symptoms'), alt: texts(p, 'alt'), source: p.source })),
      })),
    };
  }

  /** Replaces the texts given, all in one transaction: a stage or problem the crop does not have refuses the whole change. */
  async updateTexts(slug: string, input: AdminUpdateCropTexts): Promise<AdminCrop> {
    await this.work.transaction(async () => {
      const crop = await repo.findCrop(this.work.db, slug);
      if (!crop) throw notFound('No such crop');
      const [stages, problems] = await Promise.all([repo.listStages(this.work.db, [slug]), repo.listProblems(this.work.db, [slug])]);
      const fields: Record<string, string> = {};
      input.stages.forEach((s, i) => {
        if (!stages.some((row) => row.stage === s.stage)) fields[`stages.${i}.stage`] = `${crop.name_en} has no such stage`;
      });
      input.problems.forEach((p, i) => {
        if (!problems.some((row) => row.slug === p.slug)) fields[`problems.${i}.slug`] = `${crop.name_en} has no such problem`;
      });
      if (Object.keys(fields).length > 0) throw new AppError(400, 'validation_failed', 'Unknown stages or problems', fields);
      await repo.updateCropName(this.work.db, slug, input.name);
      for (const s of input.stages) await repo.updateStageTexts(this.work.db, slug, s.stage, s.name, s.advice);
      for (const p of input.problems) await repo.updateProblemTexts(this.work.db, slug, p.slug, p);
      await this.namesChanged(slug);
    });
    const updated = (await this.list()).items.find((c) => c.slug === slug);
    if (!updated) throw notFound('No such crop');
    return updated;
  }
}
