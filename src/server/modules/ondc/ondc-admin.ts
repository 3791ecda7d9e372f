import type { AdminOndcCall, AdminOndcOrdersByApp, AdminOndcOverview, AdminOndcSettings, AdminOndcSettingsInput } from '#shared/schemas/ondc';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { CacheBus } from '#server/shared-state/cache-bus';
import type { OrderReads } from '#server/modules/orders';
import type { OndcIdentity } from './ondc-identity.ts';
import * as repo from './ondc.repository.ts';
import type { ShopFactsSources } from './on-search.ts';

/** The calls the owner's log lists: the latest, newest first. */
const LISTED = 100;

/** What a product's offer on the network asks of the catalogue: whether the product exists. */
export interface OfferedProductCheck {
  assertExists(productId: string): Promise<void>;
}

/**
 * The orders placed through each buyer app: the orders module owns them and answers (OrderReads,
 * wired in services.ts; docs/decisions/0048: this module puts no SQL on the orders table).
 */
export type NetworkOrderCounts = Pick<OrderReads, 'byNetworkApp'>;

/**
 * Admin -> ONDC (docs/product-rules.md 62): whether the node is set up on the server, what the
 * catalogue still lacks to be answered, the owner's settings, the latest calls in and out, and the
 * products kept off the network, and the orders each buyer app placed.
 */
export class OndcAdmin {
  constructor(
    private readonly work: UnitOfWork,
    private readonly identity: Pick<OndcIdentity, 'subscriberId' | 'subscriberUrl'> | undefined,
    private readonly sources: ShopFactsSources,
    private readonly products: OfferedProductCheck,
    private readonly now: () => number,
    private readonly orders: NetworkOrderCounts,
    /** A save drops every server's copy of the node's settings ('ondc', node-settings.ts). */
    private readonly bus: CacheBus,
  ) {}

  async overview(): Promise<AdminOndcOverview> {
    const [settings, business, contact, calls, withheld] = await Promise.all([
      repo.findSettings(this.work.db),
      this.sources.business(),
      this.sources.contact(),
      repo.latest(this.work.db, LISTED),
      repo.withheldProductIds(this.work.db),
    ]);
    const missing: AdminOndcOverview['missing'] = [];
    if (!settings) missing.push('settings');
    if (!business.legalName) missing.push('legalName');
    if (!business.address) missing.push('address');
    if (!contact.phone) missing.push('phone');
    if (!contact.email) missing.push('email');
    return {
      configured: this.identity !== undefined,
      subscriberId: this.identity?.subscriberId ?? null,
      subscriberUrl: this.identity?.subscriberUrl ?? null,
      settings: settings ? settingsOf(settings) : null,
      missing,
      calls: calls.map(callOf),
      withheldProductIds: [...withheld].sort(),
    };
  }

  /** The orders of each buyer app, the app with the latest order first; none before the first network order. */
  async ordersByApp(): Promise<AdminOndcOrdersByApp> {
    const apps = await this.orders.byNetworkApp();
    return { apps: apps.map(({ app, latestAt, ...counts }) => ({ buyerApp: app, ...counts, latestOrderAt: latestAt })) };
  }

  async saveSettings(input: AdminOndcSettingsInput): Promise<AdminOndcSettings> {
    const row = { store_gps: input.storeGps, store_pincode: input.storePincode, store_city: input.storeCity, days_to_ship: input.daysToShip, updated_at: new Date(this.now()).toISOString() };
    await this.work.transaction(async () => {
      const before = await repo.findSettings(this.work.db);
      await repo.saveSettings(this.work.db, row);
      await this.work.recordChange({ action: 'ondc_settings.update', entity: 'ondc_settings', entityId: null, before: before ? settingsOf(before) : null, after: settingsOf({ id: 1, ...row }) });
    });
    await this.bus.changed('ondc');
    return settingsOf({ id: 1, ...row });
  }

  /** Offers a product on the network again, or keeps it off (a vendor's is never offered: offered-products.ts). */
  async setOffered(productId: string, offered: boolean): Promise<{ offered: boolean }> {
    await this.products.assertExists(productId);
    await this.work.transaction(async () => {
      await repo.setWithheld(this.work.db, productId, !offered, new Date(this.now()).toISOString());
      await this.work.recordChange({ action: offered ? 'ondc_offer.offer' : 'ondc_offer.withhold', entity: 'product', entityId: productId, before: null, after: { offered } });
    });
    await this.bus.changed('ondc');
    return { offered };
  }
}

function settingsOf(row: repo.OndcSettingsRow): AdminOndcSettings {
  return { storeGps: row.store_gps, storePincode: row.store_pincode, storeCity: row.store_city, daysToShip: row.days_to_ship, updatedAt: row.updated_at };
}

function callOf(row: repo.OndcMessageRow): AdminOndcCall {
  return {
    id: row.id,
    direction: row.direction,
    action: row.action,
    status: row.status,
    buyerApp: row.bap_id,
    transactionId: row.transaction_id,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
