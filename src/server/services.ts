import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connect.ts';
import { UnitOfWork } from './db/unit-of-work.ts';
import { ActingStaff } from './db/staff-changes.ts';
import { AuditLogService, AuditTrail } from '#server/modules/audit';
import { EventBus } from './events/event-bus.ts';
import type { ShopEvents } from './events/shop-events.ts';
import { AccountDataExport, AccountReads, FarmerAccounts, NetworkBuyerAccounts, AdminUsersService, AuthService, GroupRequests, DeleteAccount, MarketingConsent, SessionStore, PasswordResetService, AUTH_FAILURE_LIMIT, CurrentPasswordCheck, MobileSignIn, SignInCodes } from '#server/modules/accounts';
import { AddressesService } from '#server/modules/addresses';
import { AdminProductsService, productNotFound, CatalogService, CatalogueState, KitParts, SellerDetails, parseOtherNames, ProductReads, ProductsForSeeds, ProductStock, ProductUses, Sitemap, VendorListings } from '#server/modules/catalog';
import { CallBacks } from '#server/modules/callbacks';
import { CartService } from '#server/modules/cart';
import { ContactService } from '#server/modules/contact';
import { Grievances } from '#server/modules/grievances';
import { AdminCropsService, CropsService } from '#server/modules/crops';
import { DashboardService } from '#server/modules/dashboard';
import { FarmService } from '#server/modules/farm';
import { CouponsService, OffersService, PriceListsService } from '#server/modules/offers';
import { DeliveryService } from '#server/modules/delivery';
import { DocumentsService, GstReportService } from '#server/modules/documents';
import { GstService } from '#server/modules/gst';
import { CourierShipments, type Carrier } from '#server/modules/couriers';
import { EInvoiceMarks, EInvoicing, type EInvoiceProvider } from '#server/modules/einvoicing';
import { EWayBillMarks, EWayBills, type EWayBillProvider } from '#server/modules/ewaybills';
import { CodRemittances } from '#server/modules/remittances';
import { AdminOrdersService, AssistedOrders, LinePlaces, BuyerRecords, OrderPayments, OrderReads, RemittedCash, SupplierOrders, CancelOrder, OrderStatusMoves, OrdersService, PlaceOrder, RefundOrder, type OrderHooks, UnpaidOrdersSweep } from '#server/modules/orders';
import { OnlinePaymentsService, OrderRefunds, type OnlinePaymentsOptions, PaymentArrival, PaymentSettingsService, type SecretBox } from '#server/modules/payments';
import { AccountMessages, CodeMessages, GrievanceMessages, MailOutbox, AdminMailService, MailWorker, MessageHistory, OrderMessages, TextReports, VendorApplicationMessages, VendorOrderMessages, type MailSender, type TextProviders } from '#server/modules/mail';
import { ReceiveReturn, ReturnsService } from '#server/modules/returns';
import { ReviewsService } from '#server/modules/reviews';
import { VendorDirectory, VendorSellerDetails, VendorProductsService, VendorProfileService, VendorSalesService, VendorsService, VendorLicencesService, VendorPayoutService } from '#server/modules/vendors';
import { ShopVisibility } from '#server/modules/visibility';
import { SeedLotsService } from '#server/modules/seeds';
import { type PhotoQueue, PhotoStore, ProductPhotosService } from '#server/modules/media';
import type { FailureLimiters } from './shared-state/failure-limiter.ts';
import { SiteSettingsService } from '#server/modules/site';
import { AgentFarmers, Commissions, PickupPoints } from '#server/modules/agents';
import { StockLocations } from '#server/modules/locations';
import { PackingService } from '#server/modules/packing';
import { OndcAdmin, OndcNode, type CatalogueReads, type IssueDesk, type NetworkOrders, type OndcIdentity, type OrderQuotes, type Registry, type ShopFactsSources } from '#server/modules/ondc';
import type { CacheBus } from './shared-state/cache-bus.ts';

export interface ServiceOptions {
  database: Db;
  /** Seals the payment gateway's key secret. */
  secretBox: SecretBox;
  log: FastifyBaseLogger;
  /** Test seams of the order transaction (failure injection). */
  orderHooks?: OrderHooks;
  /** The payment gateway's addresses and the clock its deadlines follow. */
  payments: OnlinePaymentsOptions;
  /** The shop's address for links in e-mails, and the clock messages are stamped with. */
  mail: { publicUrl: string; now: () => number; sender?: MailSender };
  /**
   * The text channels' providers and templates (SMS, WhatsApp; docs/decisions/0051), and the
   * shop's daily cap of one-time codes (SIGN_IN_CODES_PER_DAY).
   */
  texts: { providers: TextProviders; codesPerDay: number };
  /** Uploaded product photos' files (docs/decisions/0028): one folder shared by every app server. */
  photoStore: PhotoStore;
  /** Uploaded photos decoded one at a time (photo-queue.ts); /metrics reads its counts. */
  photoQueue: PhotoQueue;
  /**
   * What the app servers share (docs/decisions/0032): the failure counters of logins and
   * reset requests, and the bus that drops every server's cached settings when one saves them. In
   * Redis with REDIS_URL, in this process without (shared-state/shared-state.ts).
   */
  shared: { failureLimiters: FailureLimiters; cacheBus: CacheBus };
  /** The e-invoicing provider (a GSP, EINVOICE_*; docs/decisions/0061); none: e-invoicing cannot be turned on. */
  einvoiceProvider?: EInvoiceProvider;
  /** The courier's carrier (Shiprocket, SHIPROCKET_*; docs/decisions/0072); none: orders are shipped by hand only. */
  carrier?: Carrier;
  /** The e-way bill provider (a GSP, EWAYBILL_*; docs/decisions/0073); none: the portal's bulk file and the number typed back. */
  ewayBillProvider?: EWayBillProvider;
  /** The shop on ONDC (ONDC_*; docs/decisions/0077): its identity and the registry it looks keys up in; none: no node. */
  ondc?: { identity: OndcIdentity; registry: Registry };
}

/**
 * The composition root: every service of the app, built once, in dependency order. Route plugins
 * receive these services and never the database. Repositories are plain functions that take the
 * database or a transaction as their first argument, so there is nothing of theirs to build.
 */
export function buildServices({ database, secretBox, log, orderHooks, payments: paymentOptions, mail, texts, photoStore, photoQueue, shared, einvoiceProvider, carrier, ewayBillProvider, ondc: ondcOptions }: ServiceOptions) {
  // Every service reads and writes through the unit of work: inside a transaction, the transaction (docs/decisions/0046-unit-of-work-and-events.md).
  // Every staff write's changes go to the audit log in their own transaction (docs/decisions/0065).
  const acting = new ActingStaff();
  const auditTrail = new AuditTrail(database.db, acting, mail.now);
  const work = new UnitOfWork(database.db, auditTrail);
  const outbox = new MailOutbox(work, mail.publicUrl, mail.now);
  // What other modules read of accounts (names, e-mails, types): the accounts module answers, depending on nothing else.
  const accountReads = new AccountReads(work);
  // The vendors' business profiles (names, GSTINs) as other modules read them, and the vendor
  // account's profile opened at sign-up: the vendors module answers, depending on nothing else.
  const vendorDirectory = new VendorDirectory(work);
  // What other modules read of orders: the orders module answers, with the buyers' accounts.
  const orderReads = new OrderReads(work, accountReads);
  // An order's payment columns and lock: the orders module answers payments and returns.
  const orderPayments = new OrderPayments(work);
  // The refunds of orders: the payments module answers orders and returns.
  const refunds = new OrderRefunds(work);
  // What other modules read of products, and a vendor's listings (an ordered one is archived, not
  // deleted): the catalog answers.
  const productReads = new ProductReads(work);
  const vendorListings = new VendorListings(work, orderReads);
  // What the workflows tell (order placed, paid, shipped, cancelled...): the buyer's messages are
  // queued by their subscriber, in the transaction of the event (docs/decisions/0046-unit-of-work-and-events.md).
  const events = new EventBus<ShopEvents>();
  new AccountMessages(outbox, { accounts: accountReads, businesses: vendorDirectory }).subscribe(events);
  // The owner hears of a vendor waiting for approval: every active admin, as the accounts module lists them.
  new VendorApplicationMessages(outbox, accountReads).subscribe(events);
  // Lots and licences are valid up to their day in India, by the app's clock (docs/product-rules.md 28).
  const visibility = new ShopVisibility(work, paymentOptions.now);
  // Seeds read, lock and recount the products of their lots through the catalog (seeds sits below
  // it), and read the order lines of the lot-wise sales register through the orders module.
  // A lot is kept at the principal place or at one of the shop's godowns switched on (docs/product-rules.md 59); the
  // locations are made further down (on the catalog's stock, which uses these lots), and asked only when a lot is added.
  const seedLots = new SeedLotsService(work, visibility, orderReads, new ProductsForSeeds(work), { isLocation: (id) => stockLocations.isActive(id) });
  // Every change of stock by orders: checkout takes it, a cancellation and a received return put it back.
  const stock = new ProductStock(work, seedLots);
  const vendorLicences = new VendorLicencesService(work, visibility, vendorListings);
  // E-invoicing can be turned on only with a provider set up (docs/product-rules.md 45).
  const gst = new GstService(work, shared.cacheBus, vendorDirectory, einvoiceProvider !== undefined, mail.now);
  // A tax document is dated by the app's clock: its day decides its month in the GST report and its
  // financial year's series. A tax invoice's or credit note's PDF prints its e-invoice's IRN and QR
  // code, which the einvoicing module answers (it reads documents, so it is given here, not imported).
  // A credit note is told (`creditNote.issued`) in the transaction that issues it.
  const documents = new DocumentsService(work, gst, orderReads, vendorDirectory, new EInvoiceMarks(work), events, new EWayBillMarks(work), mail.now);
  // Business orders' tax invoices, and the shop's credit notes against them, reported to the IRP:
  // queued in the transaction that issues them, then sent by the worker; a cancelled order's IRN
  // cancelled within 24 hours (docs/decisions/0061).
  const einvoicing = new EInvoicing(work, documents, gst, einvoiceProvider, log, mail.now);
  einvoicing.subscribe(events);
  // Wrong passwords, counted once for every door that takes one: the login, and the current
  // password asked again before a change of password, e-mail or payout account (docs/decisions/0038).
  const loginFailures = shared.failureLimiters('auth', AUTH_FAILURE_LIMIT);
  const currentPassword = new CurrentPasswordCheck(work, loginFailures);
  // Consent to offers and crop tips, apart from order messages (docs/product-rules.md 37).
  const marketing = new MarketingConsent(work, mail.now);
  const auth = new AuthService(work, events, currentPassword, mail.now, vendorDirectory, marketing, shared.cacheBus);
  // One-time codes to a mobile number, kept as the secrets key's HMAC only, sent at once by SMS or
  // WhatsApp (docs/decisions/0050, 0051).
  const signInCodes = new SignInCodes(work, (text) => secretBox.mac('sign-in-codes', text), texts.codesPerDay, mail.now);
  const codeMessages = new CodeMessages(work, texts.providers, log, mail.now);
  const mobileSignIn = new MobileSignIn(work, signInCodes, codeMessages, log, mail.now, marketing);
  const payments = new PaymentSettingsService(work, secretBox, log, shared.cacheBus);
  const onlinePayments = new OnlinePaymentsService(work, payments, log, paymentOptions, new PaymentArrival(work, events, log, paymentOptions.now, orderPayments), orderPayments);
  // Delivery promises count business days from today in India on the app's clock (docs/product-rules.md 29).
  const delivery = new DeliveryService(work, gst, payments, shared.cacheBus, mail.now);
  // Returns follow the app's clock (their 14 days), seal the buyer's bank account and tell their decisions (docs/product-rules.md 24).
  const returns = new ReturnsService(work, documents, events, secretBox, paymentOptions.now, orderReads, orderPayments, refunds, accountReads, productReads);
  const siteSettings = new SiteSettingsService(work, shared.cacheBus, mail.now);
  const vendorReview = new VendorsService(work, visibility, events, vendorLicences, accountReads);
  // Quantity prices and price lists: every cart, quote and order priced for its buyer's group (docs/product-rules.md 46).
  const priceLists = new PriceListsService(work, productReads, shared.cacheBus);
  // Automatic offers: weighed on every cart, quote and order, a percentage by crop through the
  // catalog's uses, the gifts from the catalogue (docs/product-rules.md 47). The crop guide's
  // services are made below; the offers ask them only once the app runs.
  const offers = new OffersService(
    work,
    { cropsOf: (ids) => productUses.cropsOf(ids), unknownCrops: async (keys) => {
      const known = new Set(await crops.slugs());
      return keys.filter((key) => !known.has(key));
    }, rowsOf: (ids) => productReads.rowsOf(ids), kitParts: (ids) => productReads.kitParts(ids) },
    priceLists,
    shared.cacheBus,
    mail.now,
  );
  const cart = new CartService(work, gst, productReads, priceLists, offers);
  // Saved delivery addresses, checked against the pincode directory as checkout is (docs/product-rules.md 32).
  const addresses = new AddressesService(work, gst, mail.now, accountReads);
  const defaultState = async (userId: string) => (await addresses.list(userId)).addresses.find((a) => a.isDefault)?.state;
  const crops = new CropsService(work, mail.now, defaultState);
  const productUses = new ProductUses(work, crops);
  // A farmer's own crops: their stages from the crop guide, their products and quantities from
  // the catalog, the add form's state from his default address (docs/product-rules.md 42).
  const farm = new FarmService(work, mail.now, crops, productUses, defaultState, accountReads);
  // An account holder's own data (docs/product-rules.md 37): each module answers for its tables,
  // the accounts module assembles the copy and runs the deletion.
  const buyerRecords = new BuyerRecords(work);
  const messageHistory = new MessageHistory(work);
  const accountData = new AccountDataExport(work, marketing, {
    savedAddresses: async (userId) =>
      (await addresses.list(userId)).addresses.map((a) => ({ label: a.label, fullName: a.fullName, phone: a.phone, address: a.address, city: a.city, state: a.state, pincode: a.pincode, isDefault: a.isDefault, createdAt: a.createdAt })),
    orders: (userId) => buyerRecords.ofBuyer(userId),
    farmCrops: (userId) => farm.exportOf(userId),
    messages: (recipients) => messageHistory.sentTo(recipients),
  }, mail.now);
  const deleteAccount = new DeleteAccount(work, mobileSignIn, signInCodes, currentPassword, {
    openOrders: (userId) => buyerRecords.openCount(userId),
    orderEmails: (userId) => buyerRecords.ofBuyer(userId),
    savedAddresses: (userId) => addresses.eraseAllOf(userId),
    cart: (userId) => cart.eraseOf(userId),
    farmCrops: (userId) => farm.eraseAllOf(userId),
    orderContacts: (userId, at) => buyerRecords.forgetContacts(userId, at),
    messages: (recipients) => messageHistory.forget(recipients),
  }, mail.now);
  // Coupons: a code's lines by crop through the catalog's uses, its targets checked against the
  // catalogue and the crop guide; a cancelled order gives its use back (docs/product-rules.md 43).
  const coupons = new CouponsService(
    work,
    {
      cropsOf: (ids) => productUses.cropsOf(ids),
      unknownProducts: async (ids) => {
        const known = await productReads.namesOf(ids);
        return ids.filter((id) => !known.has(id));
      },
      unknownCrops: async (keys) => {
        const known = new Set(await crops.slugs());
        return keys.filter((key) => !known.has(key));
      },
    },
    events,
    shared.cacheBus,
    mail.now,
  );
  // The shop's godowns in other states and each product's units there (docs/product-rules.md 59).
  const stockLocations = new StockLocations(
    work,
    {
      principal: async () => {
        const shop = await gst.shopSupplier();
        return shop ? { name: shop.legal_name ?? '', address: shop.address ?? '', state: shop.state, gstin: shop.gstin } : undefined;
      },
      assertPincodeIn: (pincode, state, field) => void gst.placeOfSupply(pincode, state, field),
    },
    stock,
    mail.now,
  );
  const orders = new OrdersService(work, payments, gst, documents, delivery, seedLots, productReads, refunds, coupons, priceLists, offers, { servingPlaces: (to) => stockLocations.servingPlaces(to), placesFor: (lines, places) => stock.placesFor(lines, places) }, returns);
  // A field agent's village pickup point, which checkout offers the farmers on his list (docs/product-rules.md 56).
  const pickupPoints = new PickupPoints(work, { placeOfSupply: (pincode, state) => gst.placeOfSupply(pincode, state), assertDeliverable: (place) => delivery.assertDeliverable(place) }, accountReads, mail.now);
  const placeOrder = new PlaceOrder(work, orders, payments, onlinePayments, gst, delivery, stock, productReads, seedLots, cart, documents, events, coupons, priceLists, offers, pickupPoints, stockLocations, orderHooks, mail.now);
  const farmerAccounts = new FarmerAccounts(work, mail.now);
  // Field agents' own farmers, each added with his code, and their commission: earned when an order
  // a field agent placed is delivered, reversed when its lines come back, in those transactions (docs/product-rules.md 55).
  const agentFarmers = new AgentFarmers(work, farmerAccounts, signInCodes, codeMessages, orderReads, accountReads, mail.now);
  const commissions = new Commissions(work, orderReads, productReads, accountReads, (agentId, farmerId) => agentFarmers.keeps(agentId, farmerId), mail.now);
  commissions.subscribe(events);
  // The buyer's messages about an order, to the account that placed it.
  new OrderMessages(orderReads, outbox).subscribe(events);
  // Each vendor's lines of a confirmed order, to the vendor: its account (accounts), business name
  // (vendors) and, for an order paid online, the lines (orders).
  new VendorOrderMessages(outbox, { accounts: accountReads, businesses: vendorDirectory, orders: orderReads }).subscribe(events);
  // Reviews are stamped with the app's clock; a buyer reviews what was delivered to it (docs/product-rules.md 33).
  const reviews = new ReviewsService(work, paymentOptions.now, orderReads, accountReads, productReads);
  const moves = new OrderStatusMoves(work, documents, stock, events);
  // A buyer cancels its own order until it ships, by the shop's cancellation (docs/product-rules.md 31).
  const cancelOrder = new CancelOrder(work, moves, onlinePayments, refunds, events, mail.now);
  // The call-centre's call-back queue (docs/product-rules.md 51): the farmer behind a number is
  // found in the accounts, with his place and crops from My farm (else his default address) and
  // his latest orders; the agents' and products' names come from their owners.
  const callBacks = new CallBacks(
    work,
    mail.now,
    { agents: (ids) => accountReads.namesOf(ids), products: (ids) => productReads.namesOf(ids) },
    {
      callerOf: async (mobile, language) => {
        const account = await accountReads.byMobile(mobile);
        if (!account) return undefined;
        const [grown, guide, orders, saved] = await Promise.all([farm.exportOf(account.id), crops.crops(language), orderReads.latestOfBuyer(account.id, 5), addresses.list(account.id)]);
        const names = new Map(guide.map((c) => [c.slug, c.name]));
        const home = saved.addresses.find((a) => a.isDefault);
        const place = grown[0] ? { district: grown[0].district, state: grown[0].state } : { district: home?.city ?? null, state: home?.state ?? null };
        return { name: account.name, language: account.language, ...place, crops: grown.map((c) => ({ crop: c.crop, name: names.get(c.crop) ?? c.crop, acres: c.acres, sownOn: c.sownOn })), orders };
      },
    },
    accountReads,
  );
  // Complaints as tickets (docs/product-rules.md 54): numbered from the documents' counter as orders
  // are, the customer's account and orders read from their owners, the customer told by the mail module.
  new GrievanceMessages(outbox, accountReads).subscribe(events);
  const grievances = new Grievances(
    work,
    mail.now,
    { contactOf: (ids) => accountReads.contactOf(ids), namesOf: (ids) => accountReads.namesOf(ids), byMobile: (mobile) => accountReads.byMobile(mobile) },
    { order: (id) => orderReads.order(id), byNumber: (n) => orderReads.byNumber(n), numbersOf: (ids) => orderReads.numbersOf(ids) },
    (highestSoFar) => documents.nextInSeries('GRIEVANCE', highestSoFar),
    events,
  );
  // E-way bills (docs/product-rules.md 57): the shop's invoice of an order read from documents, the
  // dispatcher's name from accounts; orders asks it before shipping (ewaybills reads documents, which orders uses).
  const ewayBills = new EWayBills(work, { shopConsignmentOf: (id) => documents.shopConsignmentOf(id), forgetPdf: (id) => documents.forgetPdf(id) }, accountReads, mail.now, ewayBillProvider);
  // The failed delivery attempts are the couriers module's, built below on top of this service: asked only when the list is read.
  // Where each shop line leaves from, and the dispatcher's move of it within its registration (docs/product-rules.md 59).
  const linePlaces = new LinePlaces(work, stock, stockLocations);
  const adminOrders = new AdminOrdersService(work, documents, moves, cancelOrder, delivery, events, accountReads, vendorDirectory, productReads, refunds, ewayBills, () => courierShipments.openFailedAttempts(), linePlaces, mail.now);
  // Orders shipped through the courier (docs/product-rules.md 58): the order read and moved through
  // the orders module (shipped as the admin ships it, delivered by the courier's update, cancelled
  // and restocked when the parcel comes back), picked up at the pincode of the shop's business
  // address (gst) or at the godown its lines leave from (locations); the buyer told of the
  // courier's scans through the events (mail).
  const courierShipments = new CourierShipments(
    work,
    carrier,
    {
      toShip: (orderId) => orderReads.toShip(orderId),
      readyToShip: (orderId) => ewayBills.assertReadyToShip({ id: orderId }),
      ship: async (admin, orderId, shipment) => void (await adminOrders.changeStatus(admin, orderId, 'shipped', shipment)),
      delivered: (orderId, courierName) => adminOrders.deliveredByCourier(orderId, courierName),
      returnedToShop: (orderId, courierName) => adminOrders.returnedByCourier(orderId, courierName),
      buyerOf: (orderId) => orderReads.buyerIdOf(orderId),
    },
    {
      shopAddress: async () => (await gst.businessSettings()).address,
      shopEmail: async () => (await siteSettings.forStore()).email,
      godown: (id) => stockLocations.pickupPlace(id),
    },
    events,
    mail.now,
  );
  // The courier's COD remittances (docs/product-rules.md 60): each AWB's order from couriers, its
  // cash marked collected by orders as the admin's "cash collected" marks it, in one transaction.
  const remittedCash = new RemittedCash(work, mail.now);
  const codRemittances = new CodRemittances(
    work,
    courierShipments,
    { collect: (settledBy, orderId, remittance) => remittedCash.collect(settledBy, orderId, remittance), numbersOf: (ids) => orderReads.numbersOf(ids) },
    accountReads,
    mail.now,
  );
  // A product page's seller (docs/product-rules.md 52): a vendor's profile and phone (vendors,
  // accounts), the shop's business settings (gst) and contact phone (site).
  const catalog = new CatalogService(
    work,
    gst,
    new CatalogueState(work, database.catalogueChanges),
    reviews,
    vendorDirectory,
    crops,
    priceLists,
    new SellerDetails(new VendorSellerDetails(vendorDirectory, accountReads), gst, siteSettings),
    seedLots,
  );
  // The shop on ONDC (docs/product-rules.md 62): its catalogue in English from the catalog (pages,
  // uses), the facts every item repeats from the business settings (gst), the contact details (site)
  // and whether cash on delivery is offered (payments).
  const ondcSources: ShopFactsSources = {
    business: async () => {
      const b = await gst.businessSettings();
      return { legalName: b.legalName, address: b.address, state: b.state };
    },
    contact: async () => {
      const c = await siteSettings.forStore();
      return { phone: c.phone ? ondcPhone(c.phone.dial) : null, email: c.email };
    },
    codOffered: async () => (await payments.storeMethods()).methods.includes('cod'),
  };
  const ondcCatalogue: CatalogueReads = {
    search: (query) => catalog.matches(query),
    product: (id) => catalog.getProduct(id, 'en'),
    uses: async (id) => (await productUses.forStore(id, 'en')).items,
    version: () => catalog.version(),
  };
  // A network order's quote: the delivery settings' judgement of its PIN code, checkout's own pricing (orders), the shop's bank account to settle to (payments).
  const ondcOrders: OrderQuotes = {
    deliveryTo: async (pincode) => {
      const c = await delivery.check(pincode);
      return { deliverable: c.deliverable, state: c.state, by: c.by, cod: c.cod };
    },
    quoteLines: (items, shipping) => orders.quoteLines({ items, shipping }),
    codMaxPaise: () => payments.codMaxPaise(),
    // A prepaid network order becomes a bank-transfer order (docs/decisions/0078): offered while checkout offers bank transfer.
    settlementAccount: async () => ((await payments.storeMethods()).methods.includes('bank_transfer') ? payments.bankAccount() : undefined),
  };
  // Admin -> ONDC's orders by buyer app are the orders module's reads (orders.network_app).
  const ondcAdmin = new OndcAdmin(work, ondcOptions?.identity, ondcSources, {
    assertExists: async (id) => {
      if (!(await productReads.rowsOf([id])).has(id)) throw productNotFound();
    },
  }, mail.now, orderReads, shared.cacheBus);
  // A network order is the shop's own (docs/decisions/0078): placed by checkout's workflow for the
  // buyer app's account (accounts), read as its buyer's order page reads it and cancelled as its
  // buyer cancels (orders).
  const networkBuyers = new NetworkBuyerAccounts(work, mail.now);
  const networkOrders: NetworkOrders = {
    createAccount: (name) => networkBuyers.create(name),
    account: (id) => networkBuyers.byId(id),
    place: (account, input, key, terms) => placeOrder.run(account, input, key, 'en', null, terms),
    read: (account, orderId) => orders.getOrder(account.id, orderId),
    cancel: async (account, orderId) => {
      await cancelOrder.run(orderId, { by: 'customer', user: account });
    },
    // A buyer app's return request is the returns module's, as the buyer's own (docs/decisions/0080).
    requestReturn: (account, orderId, input) => returns.request(account, orderId, input),
    // The courier's shipment and scans (couriers): out for delivery is the network's own delivery
    // state, and the courier's tracking page is on_track's.
    shipment: (account, orderId) => courierShipments.tracking(account.id, orderId),
    trackingPage: (account, orderId) => courierShipments.trackingPage(account.id, orderId),
    documentPdf: (account, documentId) => documents.pdf(documentId, { role: 'buyer', userId: account.id }),
  };
  // A buyer app's issue about its order (IGM, docs/decisions/0079): a ticket on the grievance desk;
  // the one who answers for it is the grievance officer when named (docs/product-rules.md 52), else
  // the shop by its legal name and contact details.
  const ondcIssues: IssueDesk = {
    open: (c) => grievances.fromNetwork(c),
    closeByComplainant: (id, words) => grievances.closeFromNetwork(id, words),
    escalateByComplainant: (id, via, words) => grievances.escalateFromNetwork(id, via, words),
    ticket: (id) => grievances.forNetwork(id),
    respondent: async () => {
      const [site, business] = await Promise.all([siteSettings.forStore(), gst.businessSettings()]);
      const officer = site.grievanceOfficer;
      const phone = officer?.phone ?? site.phone;
      const email = officer?.email ?? site.email;
      const name = officer?.name ?? business.legalName;
      if (!phone || !email || !name) return null;
      return { name, phone: ondcPhone(phone.dial), email };
    },
  };
  const ondcNode = ondcOptions ? new OndcNode({ work, identity: ondcOptions.identity, registry: ondcOptions.registry, catalogue: ondcCatalogue, sources: ondcSources, orders: ondcOrders, network: networkOrders, events, issues: ondcIssues, publicUrl: mail.publicUrl, cacheBus: shared.cacheBus, now: mail.now, log }) : undefined;
  // A staff step on a network ticket is pushed to its buyer app, queued in the step's transaction.
  if (ondcNode) events.on('grievance.changed', (e) => ondcNode.issues.changed(e));
  return {
    callBacks,
    grievances,
    outbox,
    // The audit log: the staff guard writes refusals and unrecorded writes, the owner searches it (docs/product-rules.md 50).
    staffAudit: { acting, log: auditTrail },
    auditLog: new AuditLogService(work),
    // Sends what the outbox holds through SMTP_URL's server; without one, messages wait (docs/decisions/0025).
    // Text messages go through their channel's provider; a channel without one keeps them waiting.
    mailWorker: new MailWorker(work, mail.sender, log, mail.now, texts.providers),
    adminMail: new AdminMailService(work, mail.sender !== undefined, mail.now, { sms: !!texts.providers.senders.sms, whatsapp: !!texts.providers.senders.whatsapp }, () => signInCodes.sentToday()),
    // The providers' delivery reports of the text messages they took.
    textReports: new TextReports(work, log, mail.now),
    mobileSignIn,
    passwordResets: new PasswordResetService(work, outbox, log, mail.now),
    returns,
    // The goods of a return back: restock, credit notes, the refund (docs/product-rules.md 24).
    receiveReturn: new ReceiveReturn(work, returns, orderReads, documents, stock, onlinePayments, refunds, events, paymentOptions.now),
    reviews,
    sessions: new SessionStore(work),
    // Refused sign-ups and reset requests, counted per address and e-mail.
    failureLimiters: shared.failureLimiters,
    loginFailures,
    auth,
    addresses,
    marketing,
    accountData,
    deleteAccount,
    // An e-mail changed by an admin is told to the owner too (docs/decisions/0038).
    adminUsers: new AdminUsersService(work, visibility, events, mail.now, { ofUsers: (ids) => orderReads.ordersOfUsers(ids) }, vendorDirectory),
    // A business's request for its group's prices, decided by the owner and told to the buyer (docs/product-rules.md 46).
    groupRequests: new GroupRequests(work, events, mail.now),
    // A product page's seller (docs/product-rules.md 52): a vendor's profile and phone (vendors,
    // accounts), the shop's business settings (gst) and contact phone (site).
    catalog,
    ondcAdmin,
    ondcNode,
    cart,
    // Crops and their calendars; the calendar's state defaults to the customer's default address's (docs/product-rules.md 39).
    crops,
    // The guide keeps a crop or problem while products, label claims or farmers' fields name it, and
    // a renamed crop or problem renames it in the searches of the products used on it (docs/decisions/0055, 0058).
    adminCrops: new AdminCropsService(
      work,
      async (crop) => {
        const [catalog, grown] = await Promise.all([productUses.cropLinks(crop), farm.anyGrows(crop)]);
        return { linked: catalog.linked || grown, problems: catalog.problems };
      },
      (crop) => productUses.refreshSearchTerms(crop),
    ),
    // What products are for, checked against and named by the crops (docs/product-rules.md 41).
    productUses,
    farm,
    coupons,
    offers,
    priceLists,
    // The crop pages are in the sitemap too.
    sitemap: new Sitemap(work, () => crops.slugs().then((slugs) => slugs.map((slug) => `/crops/${encodeURIComponent(slug)}`))),
    adminProducts: new AdminProductsService(work, visibility, gst, seedLots, vendorDirectory, orderReads),
    // Kits' parts, as the admin sets them (docs/product-rules.md 48).
    kitParts: new KitParts(work),
    seedLots,
    vendorLicences,
    // A complaint sent with the contact form is a ticket at once (docs/product-rules.md 54).
    contact: new ContactService(work, accountReads, grievances),
    payments,
    onlinePayments,
    unpaidOrders: new UnpaidOrdersSweep(work, onlinePayments, cancelOrder, log, paymentOptions.now),
    gst,
    delivery,
    documents,
    einvoicing,
    gstReport: new GstReportService(work, gst, orderReads),
    orders,
    placeOrder,
    // Orders the staff place for a farmer with his code or link (docs/product-rules.md 53): his own checkout's, his consent first.
    // A field agent orders only for his own farmers (docs/product-rules.md 55).
    assistedOrders: new AssistedOrders(work, orders, placeOrder, payments, stock, productReads, farmerAccounts, signInCodes, codeMessages, agentFarmers, mail.publicUrl, mail.now),
    agentFarmers,
    pickupPoints,
    stockLocations,
    commissions,
    cancelOrder,
    adminOrders,
    linePlaces,
    ewayBills,
    courierShipments,
    codRemittances,
    // The dispatcher's packing queue, pick list and packing slip per place (docs/product-rules.md 61).
    packing: new PackingService(orderReads, seedLots, productReads, stockLocations, parseOtherNames),
    // The admin's refunds: lines through the gateway, or a cancelled order's money by hand.
    refundOrder: new RefundOrder(work, adminOrders, documents, onlinePayments, refunds, events),
    // Whether a mail server (SMTP_URL) sends the queued e-mail now: the buyer's cancellation says so.
    mailConfigured: mail.sender !== undefined,
    vendorReview,
    // A saved profile drops the pages kept rendered: its products' pages name their seller (docs/product-rules.md 52).
    vendorProfile: new VendorProfileService(work, auth, gst, vendorListings, shared.cacheBus),
    vendorProducts: new VendorProductsService(work, vendorListings, visibility, gst, seedLots, vendorLicences),
    vendorSales: new VendorSalesService(work, documents, new SupplierOrders(work, productReads), vendorListings),
    // The vendor's payout bank account, its number sealed like the gateway's key secret (docs/decisions/0030).
    // Saving one asks for the vendor's password and tells the vendor (docs/decisions/0038).
    vendorPayout: new VendorPayoutService(work, secretBox, currentPassword, events, mail.now, accountReads),
    // The setup checklist asks each module for its settings: business (gst), the site, payments,
    // delivery, and mail (whether SMTP_URL is set); the vendors module counts those waiting for
    // review, the accounts module the active customers, the catalog the products in the shop.
    dashboard: new DashboardService(gst, payments, delivery, vendorReview, siteSettings, adminOrders, { count: () => accountReads.countActive('user') }, productReads, mail.sender !== undefined),
    // The shop's public contact details; onChanged() tells what keeps pages made from them.
    siteSettings,
    // Product photos uploaded by admins and vendors (docs/decisions/0028).
    // An upload by a vendor not approved is refused with the vendors module's words.
    productPhotos: new ProductPhotosService(work, photoStore, photoQueue, mail.now, vendorReview),
  };
}

export type Services = ReturnType<typeof buildServices>;

/** A phone as ONDC's examples write it, plain digits ("18004254444"): the national number of a +91 one. */
function ondcPhone(dial: string): string {
  return dial.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
}
