import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { FarmCropRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { addDays, currentStage, daysBetween, type CropStage, type StageDays } from '#shared/crop-calendar';
import { ACRE_HUNDREDTHS } from '#shared/dose';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { Language } from '#shared/languages';
import { MAX_FARM_CROPS, SOWN_DAYS_AHEAD, SOWN_DAYS_BACK, type FarmCrop, type FarmCropInput, type FarmDashboard, type FarmProduct, type FarmStage, type FarmWeek } from '#shared/schemas/farm';
import { validationMessage } from '#shared/validation-messages';
import * as repo from './farm.repository.ts';

/** A crop's calendar as the crops module gives it (CropsService.calendars, wired in services.ts). */
export interface CropCalendar {
  slug: string;
  name: string;
  stages: Array<StageDays & { name: string; advice: string }>;
}
export interface FarmCalendars {
  calendars(language: Language): Promise<CropCalendar[]>;
}
/** The products for a crop with the quantity for N acres, as the catalog gives them (ProductUses.forFarmCrop). */
export interface FarmProducts {
  forFarmCrop(crop: string, language: Language, acresHundredths: number): Promise<Array<FarmProduct & { stage: CropStage }>>;
}
/** Holds the account for the rest of the transaction (the accounts module's), so two tabs cannot pass the limit together. */
export interface AccountLock {
  lock(userId: string): Promise<void>;
}
export type DefaultState = (userId: string) => Promise<IndianStateOrUt | undefined>;

const cropNotFound = () => notFound('No such crop on your farm');
const invalid = (field: string, key: string) => new AppError(400, 'validation_failed', `Invalid ${field}: ${validationMessage(key)}`, { [field]: validationMessage(key) });

/** 250 -> "2.5", 300 -> "3": the acres as a farmer writes them. */
const acresText = (hundredths: number) => String(hundredths / ACRE_HUNDREDTHS);

/**
 * A farmer's own crops and what each needs this week and next (docs/product-rules.md 42,
 * docs/decisions/0057). Today is the app's clock in India; a crop's stage comes from its sowing
 * day and the crop guide's stages (days after sowing); its products and their quantity for the
 * farmer's acres are the catalog's. A farmer sees and changes only his own rows: another's is a 404.
 */
export class FarmService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
    private readonly calendars: FarmCalendars,
    private readonly products: FarmProducts,
    private readonly defaultState: DefaultState,
    private readonly account: AccountLock,
  ) {}

  async dashboard(userId: string, language: Language): Promise<FarmDashboard> {
    const today = this.today();
    const [rows, calendars, defaultState] = await Promise.all([repo.listFarmCrops(this.work.db, userId), this.calendars.calendars(language), this.defaultState(userId)]);
    const items = await Promise.all(rows.map((row) => this.view(row, calendars, today, language)));
    return {
      today,
      max: MAX_FARM_CROPS,
      defaultState: defaultState ?? null,
      choices: calendars.map((c) => ({ slug: c.slug, name: c.name })),
      items,
    };
  }

  /** His crops as "Download my data" lists them (docs/product-rules.md 37). */
  async exportOf(userId: string): Promise<Array<{ crop: string; acres: number; sownOn: string; state: string; district: string; createdAt: string }>> {
    return (await repo.listFarmCrops(this.work.db, userId)).map((r) => ({ crop: r.crop, acres: r.acres_hundredths / ACRE_HUNDREDTHS, sownOn: r.sown_on, state: r.state, district: r.district, createdAt: r.created_at }));
  }

  /** Whether any farmer records the crop (the crop guide keeps it while one does: docs/decisions/0058). */
  async anyGrows(crop: string): Promise<boolean> {
    return repo.anyGrows(this.work.db, crop);
  }

  /** Every crop of the account erased, in the caller's transaction: its owner deleted the account (docs/product-rules.md 37). */
  async eraseAllOf(userId: string): Promise<void> {
    await repo.deleteFarmCropsOf(this.work.db, userId);
  }

  /** Adds a crop; a 400 naming the field "farm" at MAX_FARM_CROPS. */
  async add(userId: string, input: FarmCropInput, language: Language): Promise<FarmCrop> {
    const calendars = await this.checked(input, language);
    const id = randomUUID();
    await this.work.transaction(async (trx) => {
      await this.account.lock(userId);
      if ((await repo.countFarmCrops(trx, userId)) >= MAX_FARM_CROPS) {
        // A 400 on the farm as a whole (field "farm"): the page says it in its own words (docs/decisions/0057).
        throw invalid('farm', 'farmCropLimit');
      }
      const at = this.stamp();
      await repo.insertFarmCrop(trx, { id, user_id: userId, ...columns(input), created_at: at, updated_at: at });
    });
    return this.one(userId, id, calendars, language);
  }

  async update(userId: string, id: string, input: FarmCropInput, language: Language): Promise<FarmCrop> {
    const calendars = await this.checked(input, language);
    await this.work.transaction(async (trx) => {
      if (!(await repo.findOwnFarmCrop(trx, userId, id))) throw cropNotFound();
      await repo.updateFarmCrop(trx, userId, id, { ...columns(input), updated_at: this.stamp() });
    });
    return this.one(userId, id, calendars, language);
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.work.transaction(async (trx) => {
      if (!(await repo.findOwnFarmCrop(trx, userId, id))) throw cropNotFound();
      await repo.deleteFarmCrop(trx, userId, id);
    });
  }

  /** The crop must be one of the guide's, sown at most SOWN_DAYS_BACK days ago and at most SOWN_DAYS_AHEAD ahead. */
  private async checked(input: FarmCropInput, language: Language): Promise<CropCalendar[]> {
    const calendars = await this.calendars.calendars(language);
    if (!calendars.some((c) => c.slug === input.crop)) throw invalid('crop', 'unknownCrop');
    const ago = daysBetween(input.sownOn, this.today());
    if (ago > SOWN_DAYS_BACK) throw invalid('sownOn', 'sownTooLongAgo');
    if (ago < -SOWN_DAYS_AHEAD) throw invalid('sownOn', 'sownTooFarAhead');
    return calendars;
  }

  private async one(userId: string, id: string, calendars: CropCalendar[], language: Language): Promise<FarmCrop> {
    const row = await repo.findOwnFarmCrop(this.work.db, userId, id);
    if (!row) throw cropNotFound();
    return this.view(row, calendars, this.today(), language);
  }

  private async view(row: FarmCropRow, calendars: CropCalendar[], today: string, language: Language): Promise<FarmCrop> {
    const calendar = calendars.find((c) => c.slug === row.crop);
    // crop is a foreign key to the crops: a row without its calendar is a defect of the data.
    if (!calendar) throw new Error(`No calendar for the farm crop ${row.id} (${row.crop})`);
    const day = daysBetween(row.sown_on, today);
    const stageNow = day < 0 ? undefined : calendar.stages.find((s) => s.stage === currentStage(calendar.stages, row.sown_on, today).stage);
    const status = day < 0 ? 'planned' : stageNow ? 'growing' : 'harvested';
    const inWeek = (offset: number) => calendar.stages.filter((s) => s.fromDay <= day + offset + 6 && s.toDay >= day + offset);
    const weeks = [inWeek(0), inWeek(7)] as const;
    // Only a crop with a stage ahead in the next two weeks asks the catalog for its products.
    const products = weeks.some((w) => w.length) ? await this.products.forFarmCrop(row.crop, language, row.acres_hundredths) : [];
    const week = (offset: number, stages: CropCalendar['stages']): FarmWeek => ({
      from: addDays(today, offset),
      to: addDays(today, offset + 6),
      stages: stages.map((s): FarmStage => ({ stage: s.stage, name: s.name, advice: s.advice, fromDay: s.fromDay, toDay: s.toDay, products: products.filter((p) => p.stage === s.stage).map(({ stage: _stage, ...p }) => p) })),
    });
    return {
      id: row.id,
      crop: row.crop,
      cropName: calendar.name,
      acres: row.acres_hundredths / ACRE_HUNDREDTHS,
      acresText: acresText(row.acres_hundredths),
      sownOn: row.sown_on,
      state: row.state,
      district: row.district,
      day,
      status,
      stage: stageNow ? { stage: stageNow.stage, name: stageNow.name } : null,
      thisWeek: week(0, weeks[0]),
      nextWeek: week(7, weeks[1]),
    };
  }

  private today(): string {
    return indianDate(new Date(this.now()));
  }

  private stamp(): string {
    return new Date(this.now()).toISOString();
  }
}

const columns = (input: FarmCropInput) => ({ crop: input.crop, acres_hundredths: input.acres, sown_on: input.sownOn, state: input.state, district: input.district });
