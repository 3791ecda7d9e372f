import type { Kysely } from 'kysely';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { deliveryWindow, type DeliveryBand } from '#shared/delivery-dates';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { AdminDeliverySettings, AdminDistricts, AdminUpdateDeliverySettings, DeliveryBands, StoreDeliveryCheck } from '#shared/schemas/delivery';
import type { PaymentMethod } from '#shared/schemas/orders';
import { validationMessage } from '#shared/validation-messages';
import type { Database } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type GstService, districtsOf, type PincodePlace } from '#server/modules/gst';
import type { PaymentSettingsService } from '#server/modules/payments';
import type { CacheBus } from '#server/shared-state/cache-bus';
import * as repo from './delivery.repository.ts';

/**
 * How long this server keeps the delivery rules without reading them again, as with the tax
 * table: every product page's "Check delivery" and every order reads them. A save drops every
 * server's copy at once (the cache bus); this bounds a copy whose message was lost.
 */
const RULES_TTL_MS = 60_000;

/** The bands a shop has until its admin changes them (the migration writes the same). */
const DEFAULT_BANDS: DeliveryBands = { sameState: { minDays: 3, maxDays: 5 }, otherStates: { minDays: 5, maxDays: 7 } };

interface Rules {
  at: number;
  /** Whole states served, with whether they take cash on delivery. */
  states: Map<IndianStateOrUt, boolean>;
  /** Districts served ("state|district"), with whether they take cash on delivery. */
  districts: Map<string, boolean>;
  /** Pincodes whose cash on delivery differs from their area's. */
  codPincodes: Map<string, boolean>;
  bands: DeliveryBands;
  updatedAt: string;
}

/** The area of a place that the shop serves, if any. */
interface ServedArea {
  state: IndianStateOrUt;
  district: string;
  cod: boolean;
}

const districtKey = (state: string, district: string) => `${state}|${district}`;

const fieldError = (field: string, key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid delivery settings: ${field}: ${message}`, { [field]: message });
};

/** The refusals at checkout, worded as errors:<code> words them (the client shows them in the page's language). */
export function notDeliverable(pincode: string): AppError {
  const message = `Sorry, we do not deliver to pincode ${pincode} yet. Please choose another delivery address.`;
  return new AppError(422, 'not_deliverable', message, { 'shipping.pincode': message }, { pincode });
}

export function codNotAvailable(pincode: string): AppError {
  const message = `Cash on delivery is not available at pincode ${pincode}. Please choose another payment method.`;
  return new AppError(422, 'cod_not_available', message, { paymentMethod: message }, { pincode });
}

/**
 * The delivery rules as the audit log keeps them: each area and pincode rule as one line, sorted
 * the same way whoever reads them, so only a real change differs.
 */
function auditRules(areas: Array<{ state: string; district: string; cod_allowed: number }>, pincodes: Array<{ pincode: string; cod_allowed: number }>, bands: Record<string, number>) {
  const cod = (allowed: number) => (Number(allowed) === 1 ? 'cash on delivery' : 'no cash on delivery');
  return {
    areas: areas.map((a) => `${a.state}${a.district ? ` / ${a.district}` : ''}: ${cod(a.cod_allowed)}`).sort(),
    cod_pincodes: pincodes.map((p) => `${p.pincode}: ${cod(p.cod_allowed)}`).sort(),
    ...bands,
  };
}

/**
 * Delivery by pincode (docs/product-rules.md 29): the areas the shop serves (whole
 * states, or chosen districts of India Post's directory), where it takes cash on delivery (its
 * area's rule, unless the pincode has its own), and when goods arrive: the band of business days
 * for the shop's own dispatch state or for others, counted from today in India on the app's clock.
 */
export class DeliveryService {
  private cached?: Rules;
  /** Counts the drops: a read that was under way when its copy was dropped does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    private readonly payments: PaymentSettingsService,
    private readonly bus: CacheBus,
    /** The app's clock (tests move it). */
    private readonly now: () => number = Date.now,
  ) {
    bus.on('delivery-rules', () => this.forget());
  }

  private forget(): void {
    this.cached = undefined;
    this.generation += 1;
  }

  /** Today in India on the app's clock. */
  today(): string {
    return indianDate(new Date(this.now()));
  }

  /** The rules, read at most once a minute; `db` is the caller's transaction when it has one (SQLite has one connection). */
  private async rules(db: Kysely<Database> = this.work.db): Promise<Rules> {
    if (this.cached && Date.now() - this.cached.at < RULES_TTL_MS) return this.cached;
    const generation = this.generation;
    const [areas, pincodes, settings] = await Promise.all([repo.listAreas(db), repo.listCodPincodes(db), repo.findSettings(db)]);
    const rules: Rules = {
      at: Date.now(),
      states: new Map(areas.filter((a) => a.district === '').map((a) => [a.state, a.cod_allowed === 1])),
      districts: new Map(areas.filter((a) => a.district !== '').map((a) => [districtKey(a.state, a.district), a.cod_allowed === 1])),
      codPincodes: new Map(pincodes.map((p) => [p.pincode, p.cod_allowed === 1])),
      bands: settings
        ? { sameState: { minDays: settings.same_state_min_days, maxDays: settings.same_state_max_days }, otherStates: { minDays: settings.other_state_min_days, maxDays: settings.other_state_max_days } }
        : DEFAULT_BANDS,
      updatedAt: settings?.updated_at ?? '',
    };
    if (generation === this.generation) this.cached = rules;
    return rules;
  }

  /**
   * The served area a place lies in: its state served whole, or one of its districts chosen. A
   * pincode India Post files under two states (a few on borders) is served if either is; `state`
   * narrows it to the one an address gives.
   */
  private servedArea(rules: Rules, place: PincodePlace, state?: IndianStateOrUt): ServedArea | undefined {
    const found: ServedArea[] = [];
    for (const s of place.states) {
      if (state && s !== state) continue;
      const whole = rules.states.get(s);
      if (whole !== undefined) found.push({ state: s, district: place.districts[0] ?? '', cod: whole });
      for (const d of place.districts) {
        const cod = rules.districts.get(districtKey(s, d));
        if (cod !== undefined) found.push({ state: s, district: d, cod });
      }
    }
    const first = found[0];
    // A pincode in two served areas takes cash if either does.
    return first && { ...first, cod: found.some((a) => a.cod) };
  }

  /** Cash on delivery at a pincode of a served area: its own rule if it has one, else the area's. */
  private codAt(rules: Rules, pincode: string, area: ServedArea): boolean {
    return rules.codPincodes.get(pincode) ?? area.cod;
  }

  /** The band to a delivery state: the shop's own state (its business settings) or another. */
  private async bandTo(rules: Rules, state: IndianStateOrUt): Promise<DeliveryBand> {
    const shop = await this.gst.shopSupplier(this.work.db);
    return shop?.state === state ? rules.bands.sameState : rules.bands.otherStates;
  }

  /**
   * "Check delivery" for a pincode: served or not, the place, cash on delivery (the area's rule
   * and the shop taking cash at all, Payment Settings), and the window counted from today.
   */
  async check(pincode: string): Promise<StoreDeliveryCheck> {
    const place = this.gst.pincode(pincode);
    if (!place) return { pincode, known: false, deliverable: false, district: null, state: null, cod: false, from: null, by: null };
    const rules = await this.rules();
    const area = this.servedArea(rules, place);
    if (!area) return { pincode, known: true, deliverable: false, district: place.districts[0] ?? null, state: place.states[0] ?? null, cod: false, from: null, by: null };
    const codOffered = (await this.payments.storeMethods()).methods.includes('cod');
    const window = deliveryWindow(this.today(), await this.bandTo(rules, area.state));
    return { pincode, known: true, deliverable: true, district: area.district || null, state: area.state, cod: codOffered && this.codAt(rules, pincode, area), ...window };
  }

  /**
   * Checkout's rule, before anything is written or paid: the address must be in a served area
   * (422 not_deliverable), and cash on delivery must be taken at its pincode (422
   * cod_not_available). The pincode was checked against India Post and the state already (GST).
   */
  async assertDeliverable(shipping: { pincode: string; state: IndianStateOrUt }, paymentMethod?: PaymentMethod): Promise<void> {
    const place = this.gst.pincode(shipping.pincode);
    const rules = await this.rules();
    const area = place && this.servedArea(rules, place, shipping.state);
    if (!area) throw notDeliverable(shipping.pincode);
    if (paymentMethod === 'cod' && !this.codAt(rules, shipping.pincode, area)) throw codNotAvailable(shipping.pincode);
  }

  /** The day an order placed now and delivered to `state` is promised by (the last day of its band). */
  async expectedDeliveryOn(state: IndianStateOrUt): Promise<string> {
    const rules = await this.rules(this.work.db);
    return deliveryWindow(this.today(), await this.bandTo(rules, state)).by;
  }

  /** Whether an admin has saved the delivery settings at least once (the setup checklist), read from the database. */
  async isConfigured(): Promise<boolean> {
    return !!(await repo.findSettings(this.work.db))?.updated_by;
  }

  async adminSettings(): Promise<AdminDeliverySettings> {
    this.forget();
    const rules = await this.rules();
    const shop = await this.gst.shopSupplier();
    return {
      areas: [
        ...[...rules.states].map(([state, cod]) => ({ state, district: null, cod })),
        ...[...rules.districts].map(([key, cod]) => {
          const [state, district] = key.split('|') as [IndianStateOrUt, string];
          return { state, district, cod };
        }),
      ].sort((a, b) => a.state.localeCompare(b.state) || (a.district ?? '').localeCompare(b.district ?? '')),
      codPincodes: [...rules.codPincodes].map(([pincode, cod]) => ({ pincode, cod })),
      bands: rules.bands,
      dispatchState: shop?.state ?? null,
      updatedAt: rules.updatedAt,
    };
  }

  /**
   * Saves the areas, pincode rules and bands in one transaction. Every district must be one of
   * its state's in India Post's directory (stored as the directory spells it, so lookups match),
   * and every pincode must exist: otherwise a 400 naming the line.
   */
  async save(input: AdminUpdateDeliverySettings, adminId: string): Promise<AdminDeliverySettings> {
    const areas = input.areas.map((area, i) => {
      if (area.district === null) return { state: area.state, district: '', cod_allowed: area.cod ? 1 : 0 };
      const wanted = area.district.toLowerCase();
      const district = districtsOf(area.state).find((d) => d.toLowerCase() === wanted);
      if (!district) throw fieldError(`areas.${i}.district`, 'unknownDistrict');
      return { state: area.state, district, cod_allowed: area.cod ? 1 : 0 };
    });
    // The same district spelt twice in different letter cases is caught by the schema; the
    // directory's spelling could still make two lines one.
    const keys = new Set<string>();
    areas.forEach((a, i) => {
      if (keys.has(districtKey(a.state, a.district))) throw fieldError(`areas.${i}.district`, 'duplicateArea');
      keys.add(districtKey(a.state, a.district));
    });
    const codPincodes = input.codPincodes.map((rule, i) => {
      if (!this.gst.pincode(rule.pincode)) throw fieldError(`codPincodes.${i}.pincode`, 'pincodeUnknown');
      return { pincode: rule.pincode, cod_allowed: rule.cod ? 1 : 0 };
    });
    const { sameState, otherStates } = input.bands;
    const bands = { same_state_min_days: sameState.minDays, same_state_max_days: sameState.maxDays, other_state_min_days: otherStates.minDays, other_state_max_days: otherStates.maxDays };
    await this.work.transaction(async (trx) => {
      const before = await this.auditedRules(trx);
      await repo.replaceAll(trx, areas, codPincodes, { ...bands, updated_at: new Date(this.now()).toISOString(), updated_by: adminId });
      // The rules before and after, in the audit log (docs/product-rules.md 50).
      await this.work.recordChange({ action: 'delivery.update', entity: 'delivery_settings', entityId: null, before, after: auditRules(areas, codPincodes, bands) });
    });
    // Committed: every server reads the rules again, this one included.
    await this.bus.changed('delivery-rules');
    return this.adminSettings();
  }

  /** The rules as the database holds them, as the audit log compares them. */
  private async auditedRules(db: Kysely<Database>): Promise<Record<string, unknown>> {
    const [areas, pincodes, settings] = await Promise.all([repo.listAreas(db), repo.listCodPincodes(db), repo.findSettings(db)]);
    const { sameState, otherStates } = DEFAULT_BANDS;
    return auditRules(areas, pincodes, {
      same_state_min_days: settings?.same_state_min_days ?? sameState.minDays,
      same_state_max_days: settings?.same_state_max_days ?? sameState.maxDays,
      other_state_min_days: settings?.other_state_min_days ?? otherStates.minDays,
      other_state_max_days: settings?.other_state_max_days ?? otherStates.maxDays,
    });
  }

  /** A state's districts in India Post's directory, for the admin to choose from. */
  districts(state: IndianStateOrUt): AdminDistricts {
    return { state, districts: districtsOf(state) };
  }
}
