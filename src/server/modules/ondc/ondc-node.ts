import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { BecknRequestAction } from './beckn-context.ts';
import { OndcCallbacks } from './ondc-callbacks.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import { OndcInbox } from './ondc-inbox.ts';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptLoads } from '#server/shared-state/kept-loads';
import { keptNodeSettings } from './node-settings.ts';
import { catalogueFacts, onSearch, type ShopFactsSources } from './on-search.ts';
import { onInit, onSelect, type OrderQuotes } from './on-quote.ts';
import { type IssueDesk, NetworkIssues } from './on-issue.ts';
import { type CatalogueReads, OfferedProducts } from './offered-products.ts';
import type { Registry } from './registry.ts';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { BuyerApps, type NetworkOrders } from './network-orders.ts';
import { onConfirm } from './on-confirm.ts';
import { onCancel, onStatus, onTrack } from './on-order.ts';
import { onUpdate } from './on-update.ts';
import { DocumentLinks } from './document-links.ts';
import * as orderRepo from './ondc-orders.repository.ts';
import { pushOrderChanges } from './order-pushes.ts';

/** The actions the node answers (docs/decisions/0077, 0078, 0079): each ACKed call is owed its on_<action>. */
export const ANSWERED_ACTIONS = ['search', 'select', 'init', 'confirm', 'status', 'track', 'cancel', 'update', 'issue', 'issue_status'] as const satisfies readonly BecknRequestAction[];

export interface OndcNodeOptions {
  work: UnitOfWork;
  identity: OndcIdentity;
  registry: Registry;
  catalogue: CatalogueReads;
  sources: ShopFactsSources;
  orders: OrderQuotes;
  /** Orders placed, read and cancelled for buyer apps, by the shop's own workflows (services.ts). */
  network: NetworkOrders;
  /** The shop's events: a network order's status changes are pushed to its buyer app. */
  events: EventBus<ShopEvents>;
  /** The grievance desk a buyer app's issue becomes a ticket on (IGM, docs/decisions/0079). */
  issues: IssueDesk;
  publicUrl: string;
  /** Drops the node's copy of its settings when the owner saves them ('ondc', node-settings.ts). */
  cacheBus: CacheBus;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Different searches' catalogues kept on a server: the whole catalogue, each category, the names most asked for. */
const KEPT_CATALOGUES = 200;
/**
 * A catalogue is sent again for a minute at most: its products' labels and uses are read once a
 * minute (offered-products.ts), so a label's change reaches the network within two.
 */
const CATALOGUE_KEPT_MS = 60_000;

/**
 * The shop as an ONDC seller node (docs/product-rules.md 62, docs/decisions/0077): its inbox for
 * the network's calls, and the worker that sends the callbacks they are owed, built from the
 * shop's own catalogue, prices and settings.
 */
export class OndcNode {
  readonly inbox: OndcInbox;
  readonly callbacks: OndcCallbacks;
  /** IGM: issues as tickets, and the tickets' steps pushed to the buyer apps (services.ts subscribes it to grievance.changed). */
  readonly issues: NetworkIssues;
  /**
   * A network order's tax document by a link the node gave its buyer app (document-links.ts):
   * undefined for a link it did not give (404, telling nothing).
   */
  readonly document: (orderId: string, documentId: string, token: string) => Promise<{ number: string; pdf: Uint8Array } | undefined>;

  constructor({ work, identity, registry, catalogue, sources, orders, network, events, issues, publicUrl, cacheBus, now, log }: OndcNodeOptions) {
    const node = keptNodeSettings(work, cacheBus, now);
    const products = new OfferedProducts(catalogue, async () => (await node.get()).withheld, now);
    const facts = async () => catalogueFacts(identity, (await node.get()).settings, sources, publicUrl);
    // The catalogues sent to searches (on-search.ts): a product kept off the network or offered
    // again changes what every search finds without changing the catalogue's version.
    const catalogues = new KeptLoads<string>({ max: KEPT_CATALOGUES, ttlMs: CATALOGUE_KEPT_MS, now });
    cacheBus.on('ondc', () => catalogues.clear());
    const quotes = { products, facts, orders, now };
    const links = new DocumentLinks(identity.signingPrivateKey, identity.subscriberUrl);
    const placed = { ...quotes, work, buyerApps: new BuyerApps(work, network, now), network, links };
    this.document = async (orderId, documentId, token) => {
      if (!links.valid(orderId, documentId, token)) return undefined;
      const row = await orderRepo.findByOrderId(work.db, orderId);
      if (!row) return undefined;
      return network.documentPdf(await placed.buyerApps.accountOf(row.bap_id), documentId);
    };
    this.issues = new NetworkIssues(work, identity, issues, now);
    this.callbacks = new OndcCallbacks(
      work,
      identity,
      {
        on_search: onSearch(products, facts, async (pincode) => (await orders.deliveryTo(pincode)).deliverable, catalogues, now),
        on_select: onSelect(quotes),
        on_init: onInit(quotes),
        on_confirm: onConfirm(placed),
        on_status: onStatus(placed),
        on_track: onTrack(placed),
        on_cancel: onCancel(placed),
        on_update: onUpdate(placed),
        on_issue: this.issues.onIssue,
        on_issue_status: this.issues.onIssueStatus,
      },
      now,
      log,
    );
    pushOrderChanges(events, work, identity, now);
    // A callback queued is sent at once, not at the worker's next round; a failed run is logged, and the round retries it.
    // "At once" is the next turn of the event loop, after the ACK is written: building and signing
    // a catalogue on the call's own turn delayed its ACK, and the ACKs of calls waiting behind it
    // (docs/benchmarks.md, ONDC). Calls ACKed in the same turn share one wake.
    let waking = false;
    const wake = () => {
      if (waking) return;
      waking = true;
      setImmediate(() => {
        waking = false;
        void this.callbacks.run().catch((err: unknown) => log.error({ err }, 'ONDC callbacks run failed'));
      });
    };
    this.inbox = new OndcInbox(work, identity, registry, now, wake, log);
  }
}
