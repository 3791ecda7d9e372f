import { randomUUID } from 'node:crypto';
import { GST_STATE_CODES } from '#shared/gst';
import { pincodeIn, type IndianStateOrUt } from '#shared/india';
import type { AdminStockLocations, ProductLocationStock, SetLocationStock, StockLocation, StockLocationInput } from '#shared/schemas/stock-locations';
import type { StockLocationRow, StockLocationsTable } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, invalidField, notFound } from '#server/errors';
import * as repo from './locations.repository.ts';
import { servingOrder, type StockPlace } from './serving-order.ts';

/** The principal place of business, as the business settings give it (the gst module answers, in services.ts). */
export interface PrincipalPlace {
  principal(): Promise<{ name: string; address: string; state: IndianStateOrUt | null; gstin: string | null } | undefined>;
  /** Throws a 400 on `field` when the pincode is unknown to India Post or lies in another state. */
  assertPincodeIn(pincode: string, state: IndianStateOrUt, field: string): void;
}

/** What locations asks of the catalog's stock (its ProductStock answers, in services.ts). */
export interface StockByLocation {
  atLocations(productId: string): Promise<{ total: number; byLocation: Map<string, number> } | undefined>;
  setAtLocation(productId: string, locationId: string, expected: number, units: number): Promise<void>;
}

/** A place an order may be served from, with what an invoice and a courier need of it. */
export interface ServingPlace extends StockPlace {
  name: string;
  address: string;
  gstin: string | null;
}

/** The PAN inside a GSTIN (its characters 3 to 12): one business's registrations in every state share it. */
const panOf = (gstin: string) => gstin.slice(2, 12);

const locationExists = () => new AppError(409, 'location_exists', 'A stock location of this name exists already.', { name: 'A stock location of this name exists already' });

/**
 * The shop's stock locations (docs/product-rules.md 59, docs/decisions/0074): its godowns beyond
 * the principal place of business, each registered for GST in its own state under the shop's own
 * PAN, and each product's units at each of them.
 */
export class StockLocations {
  constructor(
    private readonly work: UnitOfWork,
    private readonly principal: PrincipalPlace,
    private readonly stock: StockByLocation,
    private readonly now: () => number,
  ) {}

  /** The principal place of business first (its details are Tax & Business's), then the locations by name. */
  async list(): Promise<AdminStockLocations> {
    const [principal, rows] = await Promise.all([this.principalPlace(), repo.findLocations(this.work.db)]);
    const first: StockLocation = { ...principal, city: '', contactName: null, contactPhone: null, active: true };
    return { locations: [first, ...rows.map(toLocation)] };
  }

  async create(input: StockLocationInput): Promise<AdminStockLocations> {
    await this.check(input);
    const at = new Date(this.now()).toISOString();
    const row: StockLocationsTable = { id: randomUUID(), ...columnsOf(input), created_at: at, updated_at: at };
    await this.saving(async () => {
      await repo.insertLocation(this.work.db, row);
      await this.work.recordChange({ action: 'stock_location.create', entity: 'stock_location', entityId: row.id, before: null, after: { ...row } });
    });
    return this.list();
  }

  async update(id: string, input: StockLocationInput): Promise<AdminStockLocations> {
    await this.check(input);
    await this.saving(async () => {
      const before = await repo.findLocation(this.work.db, id);
      if (!before) throw notFound('Stock location not found');
      const change = { ...columnsOf(input), updated_at: new Date(this.now()).toISOString() };
      await repo.updateLocation(this.work.db, id, change);
      await this.work.recordChange({ action: 'stock_location.update', entity: 'stock_location', entityId: id, before: { ...before }, after: { ...before, ...change } });
    });
    return this.list();
  }

  /** A product's units at every place: the principal place holds what no location does. */
  async productStock(productId: string): Promise<ProductLocationStock> {
    const [places, stock] = await Promise.all([this.list(), this.stock.atLocations(productId)]);
    if (!stock) throw notFound('Product not found');
    const held = [...stock.byLocation.values()].reduce((a, b) => a + b, 0);
    return {
      productId,
      total: stock.total,
      locations: places.locations.map((p) => ({ id: p.id, name: p.name, units: p.id === null ? stock.total - held : (stock.byLocation.get(p.id) ?? 0) })),
    };
  }

  /** Counts a product's units at one location (the principal place's are the product form's stock), audited. */
  async setProductStock(productId: string, input: SetLocationStock): Promise<ProductLocationStock> {
    await this.work.transaction(async () => {
      if (!(await repo.findLocation(this.work.db, input.locationId))) throw invalidField('locationId', 'unknownLocation');
      await this.stock.setAtLocation(productId, input.locationId, input.expected, input.units);
      await this.work.recordChange({ action: 'location_stock.set', entity: 'product', entityId: productId, before: { location: input.locationId, units: input.expected }, after: { location: input.locationId, units: input.units } });
    });
    return this.productStock(productId);
  }

  /** Whether this is one of the shop's godowns, switched on (a lot may be kept there). */
  async isActive(id: string): Promise<boolean> {
    return (await repo.findLocation(this.work.db, id))?.active === 1;
  }

  /** A godown as a courier's pickup location needs it: its contact, address and pincode. */
  async pickupPlace(id: string): Promise<{ id: string; name: string; contactName: string; contactPhone: string; address: string; city: string; state: IndianStateOrUt; pincode: string } | undefined> {
    const row = await repo.findLocation(this.work.db, id);
    return row && { id: row.id, name: row.name, contactName: row.contact_name, contactPhone: row.contact_phone, address: row.address, city: row.city, state: row.state, pincode: row.pincode };
  }

  /**
   * The places that may serve a delivery to `to`, in the order they are asked (docs/product-rules.md
   * 59): the principal place of business and every location switched on.
   */
  async servingPlaces(to: { state: IndianStateOrUt; pincode: string }): Promise<ServingPlace[]> {
    const [principal, rows] = await Promise.all([this.principalPlace(), repo.findLocations(this.work.db)]);
    const places = rows.filter((r) => r.active === 1).map((r): ServingPlace => ({ id: r.id, name: r.name, address: `${r.address}, ${r.city} ${r.pincode}`, state: r.state, pincode: r.pincode, gstin: r.gstin }));
    return servingOrder([principal, ...places], to);
  }

  /** The principal place of business as a place: the business settings' name, address (and the pincode in it), state and GSTIN. */
  private async principalPlace(): Promise<ServingPlace> {
    const shop = await this.principal.principal();
    return { id: null, name: shop?.name ?? '', address: shop?.address ?? '', state: shop?.state ?? null, pincode: pincodeIn(shop?.address) ?? null, gstin: shop?.gstin ?? null };
  }

  /**
   * What the law and the shop's data ask of a location: its pincode in its state (India Post's
   * directory); its GSTIN registered in that state (its first two digits) and under the shop's own
   * PAN (a godown in another state is the same business, registered there), so the shop's GSTIN
   * must be set first in Tax & Business.
   */
  private async check(input: StockLocationInput): Promise<void> {
    this.principal.assertPincodeIn(input.pincode, input.state, 'pincode');
    if (input.gstin.slice(0, 2) !== GST_STATE_CODES[input.state]) throw invalidField('gstin', 'gstinState');
    const shop = await this.principal.principal();
    if (!shop?.gstin) throw invalidField('gstin', 'gstinShopFirst');
    if (panOf(input.gstin) !== panOf(shop.gstin)) throw invalidField('gstin', 'gstinOtherBusiness');
  }

  private async saving(write: () => Promise<void>): Promise<void> {
    try {
      await this.work.transaction(write);
    } catch (err) {
      if (isUniqueViolation(err)) throw locationExists();
      throw err;
    }
  }
}

const columnsOf = (input: StockLocationInput) => ({
  name: input.name,
  address: input.address,
  city: input.city,
  state: input.state,
  pincode: input.pincode,
  gstin: input.gstin,
  contact_name: input.contactName,
  contact_phone: input.contactPhone,
  active: input.active ? 1 : 0,
});

function toLocation(r: StockLocationRow): StockLocation {
  return { id: r.id, name: r.name, address: r.address, city: r.city, state: r.state, pincode: r.pincode, gstin: r.gstin, contactName: r.contact_name, contactPhone: r.contact_phone, active: r.active === 1 };
}
