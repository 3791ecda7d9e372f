import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { Language } from '#shared/languages';
import { CROP_SEASONS, CROP_STAGES, currentStage, daysBetween, seasonSowing, stageDates, type CropSeason, type CropStage, type StageDays } from '#shared/crop-calendar';
import type { StoreCrop, StoreCropList, StoreCropQuery } from '#shared/schemas/crops';
import * as repo from './crops.repository.ts';

/** The state of the signed-in customer's default address, if any (the addresses module's, filled in services.ts). */
export type DefaultState = (userId: string) => Promise<IndianStateOrUt | undefined>;

/** How far back a sowing date may go: a crop sown over a year ago is not in the field any more. */
const OLDEST_SOWING_DAYS = 366;

const inLanguage = <K extends string>(row: Record<`${K}_${Language}`, string>, key: K, language: Language): string => row[`${key}_${language}`];
const seasonOrder = (seasons: Iterable<CropSeason>) => CROP_SEASONS.filter((s) => [...seasons].includes(s));

/**
 * Crops, their seasons, stages and problems as a farmer reads them (docs/product-rules.md 39):
 * the content in the reader's language, the calendar worked out for a state and season on the
 * app's clock (docs/decisions/0054).
 */
export class CropsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
    private readonly defaultState: DefaultState,
  ) {}

  async list(language: Language): Promise<StoreCropList> {
    const [crops, seasons, stages, problems] = await Promise.all([
      repo.listCrops(this.work.db),
      repo.listSeasons(this.work.db),
      repo.listStages(this.work.db),
      repo.listProblems(this.work.db),
    ]);
    return {
      items: crops.map((c) => ({
        slug: c.slug,
        name: inLanguage(c, 'name', language),
        seasons: seasonOrder(seasons.filter((s) => s.crop === c.slug).map((s) => s.season)),
        stageCount: stages.filter((s) => s.crop === c.slug).length,
        problemCount: problems.filter((p) => p.crop === c.slug).length,
      })),
    };
  }

  /**
   * Every crop with its stages and problems, named in `language`: what product uses are checked
   * against and named by (catalog's CropVocabulary, wired in services.ts).
   */
  async crops(language: Language): Promise<Array<{ slug: string; name: string; stages: Array<{ stage: CropStage; name: string }>; problems: Array<{ slug: string; name: string }> }>> {
    const [crops, stages, problems] = await Promise.all([repo.listCrops(this.work.db), repo.listStages(this.work.db), repo.listProblems(this.work.db)]);
    return crops.map((c) => ({
      slug: c.slug,
      name: inLanguage(c, 'name', language),
      stages: stages.filter((s) => s.crop === c.slug).map((s) => ({ stage: s.stage, name: inLanguage(s, 'name', language) })),
      problems: problems.filter((p) => p.crop === c.slug).map((p) => ({ slug: p.slug, name: inLanguage(p, 'name', language) })),
    }));
  }

  /**
   * Every crop with its stages in days after sowing and their advice, named in `language`: what a
   * farmer's own crops are worked out from (the farm module's, wired in services.ts; docs/decisions/0057).
   */
  async calendars(language: Language): Promise<Array<{ slug: string; name: string; stages: Array<StageDays & { name: string; advice: string }> }>> {
    const [crops, stages] = await Promise.all([repo.listCrops(this.work.db), repo.listStages(this.work.db)]);
    return crops.map((c) => ({
      slug: c.slug,
      name: inLanguage(c, 'name', language),
      stages: stages
        .filter((s) => s.crop === c.slug)
        .map((s) => ({ stage: s.stage, fromDay: s.from_day, toDay: s.to_day, name: inLanguage(s, 'name', language), advice: inLanguage(s, 'advice', language) })),
    }));
  }

  /** Every crop's slug, for the sitemap. */
  async slugs(): Promise<string[]> {
    return (await repo.listCrops(this.work.db)).map((c) => c.slug);
  }

  async get(slug: string, query: StoreCropQuery, language: Language, userId: string | undefined): Promise<StoreCrop> {
    const crop = await repo.findCrop(this.work.db, slug);
    if (!crop) throw notFound('No such crop');
    const [seasonRows, stageRows, problemRows, problemStages] = await Promise.all([
      repo.listSeasons(this.work.db, [slug]),
      repo.listStages(this.work.db, [slug]),
      repo.listProblems(this.work.db, [slug]),
      repo.listProblemStages(this.work.db, slug),
    ]);
    const seasons = seasonOrder(seasonRows.map((s) => s.season));
    const season = query.season ?? seasons[0];
    if (!season || !seasons.includes(season)) {
      throw new AppError(400, 'validation_failed', `${crop.name_en} has no sowing window in that season`, { season: `Season must be one of: ${seasons.join(', ')}` });
    }
    const state = query.state ?? (userId ? await this.defaultState(userId) : undefined) ?? null;
    const inSeason = seasonRows.filter((s) => s.season === season);
    const window = inSeason.find((s) => state !== null && s.state === state) ?? inSeason.find((s) => s.state === '');
    // The migration gives every season a national default; a season without one is a defect of the data.
    if (!window) throw new Error(`No national sowing window for ${slug} in ${season}`);

    const today = indianDate(new Date(this.now()));
    const days: StageDays[] = stageRows.map((s) => ({ stage: s.stage, fromDay: s.from_day, toDay: s.to_day }));
    let sown: StoreCrop['sown'] = null;
    if (query.sown !== undefined) {
      const ago = daysBetween(query.sown, today);
      if (ago < 0) throw new AppError(400, 'validation_failed', 'The sowing date is in the future', { sown: 'The sowing date cannot be after today' });
      if (ago > OLDEST_SOWING_DAYS) throw new AppError(400, 'validation_failed', 'The sowing date is over a year ago', { sown: 'The sowing date can be at most a year ago' });
      sown = { date: query.sown, ...currentStage(days, query.sown, today) };
    }
    const sowing = seasonSowing({ from: window.sow_from, to: window.sow_to }, days, today);
    const dates = sown ? stageDates(days, sown.date) : stageDates(days, sowing.from, sowing.to);

    return {
      slug: crop.slug,
      name: inLanguage(crop, 'name', language),
      source: crop.source,
      seasons,
      states: inSeason.flatMap((s) => (s.state === '' ? [] : [s.state])).sort(),
      season,
      state,
      stateWindow: window.state !== '',
      sowFrom: sowing.from,
      sowTo: sowing.to,
      today,
      sown,
      stages: stageRows.map((s, i) => ({
        stage: s.stage,
        name: inLanguage(s, 'name', language),
        fromDay: s.from_day,
        toDay: s.to_day,
        from: dates[i]!.from,
        to: dates[i]!.to,
        advice: inLanguage(s, 'advice', language),
        source: s.source,
      })),
      problems: problemRows.map((p) => ({
        slug: p.slug,
        kind: p.kind,
        name: inLanguage(p, 'name', language),
        symptoms: inLanguage(p, 'symptoms', language),
        image: p.image,
        alt: inLanguage(p, 'alt', language),
        stages: CROP_STAGES.filter((stage) => problemStages.some((ps) => ps.problem === p.slug && ps.stage === stage)),
        source: p.source,
      })),
    };
  }
}
