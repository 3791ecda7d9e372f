import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CategorySlug, ListingStatus } from '#shared/catalog';
import type { CouponScope } from '#shared/schemas/coupons';
import type { OfferKind } from '#shared/schemas/offers';
import type { RemittanceOutcome } from '#shared/schemas/cod-remittances';
import type { BusinessGroup, CustomerGroup, GroupRequestStatus } from '#shared/price-lists';
import type { IndianStateOrUt } from '#shared/india';
import type { LicenceKind, SeedNetUnit } from '#shared/seeds';
import type { PackUnit } from '#shared/pack';
import type { MakerRole } from '#shared/product-label';
import type { UserType, VendorStatus } from '#shared/schemas/auth';
import type { InquiryType } from '#shared/schemas/contact';
import type { MarketingConsentSource } from '#shared/schemas/privacy';
import type { OnlineInstrument, OrderStatus, PaymentMethod, PaymentStatus, RefundMethod, RefundStatus, TaxDocumentKind } from '#shared/schemas/orders';
import type { ReturnReason, ReturnStatus } from '#shared/schemas/returns';
import type { CropSeason, CropStage } from '#shared/crop-calendar';
import type { DoseBasis, DoseUnit } from '#shared/dose';
import type { CropProblemKind } from '#shared/schemas/crops';
import type { StaffRole } from '#shared/staff-roles';
import type { CargoKind, TransportMode } from '#shared/schemas/eway-bills';
import type { CallBackOutcome, CallBackSource } from '#shared/schemas/call-backs';
import type { GrievanceCategory, GrievanceSource, GrievanceStatus } from '#shared/schemas/grievances';

/** A nullable column that inserts may leave out (it is then null). */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * Table interfaces of the whole database (Kysely). Booleans are 0/1 integers and timestamps
 * ISO-8601 UTC text, so the same query code runs on SQLite and PostgreSQL. Money is integer paise.
 * Columns that hold one of a fixed set of values take their type from the shared constants that
 * the API's schemas are built on, so the two can never drift apart.
 */
export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  price_paise: number;
  category: CategorySlug;
  image_url: string | null;
  /** JSON array of strings. */
  features: string;
  stock: number;
  /** Units held for orders placed for a farmer while they wait for his consent (docs/product-rules.md 53): checkout takes only stock - reserved. */
  reserved: Generated<number>;
  /**
   * 1: in the shop (the catalogue, search, categories and checkout read only this). Derived for
   * every product by ShopVisibility (modules/visibility/visibility.repository.ts), never set directly.
   */
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The vendor (users.id) selling it; null for the shop's own products. */
  vendor_id: string | null;
  /** The vendor's own state of the listing; 'archived' is deleted by the vendor but kept for its orders. */
  listing_status: Generated<ListingStatus>;
  /** 1: the admin hid this product from the shop (a vendor's, or the shop's own since docs/decisions/0026). */
  moderation_hidden: Generated<number>;
  /** HSN code (hsn_codes.code): the product's GST rate is this code's rate in force. */
  hsn_code: string | null;
  /** Its class within the HSN heading (gst_classes.id): when the class has a rate in force, that is the product's rate. */
  gst_class_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The product in Hindi and Marathi (features as JSON arrays); null: shown in English. */
  name_hi: OptionalText;
  description_hi: OptionalText;
  features_hi: OptionalText;
  name_mr: OptionalText;
  description_mr: OptionalText;
  features_mr: OptionalText;
  /** The Hindi and Marathi texts in Latin letters, for searches like "gehun" (search-text.ts). */
  search_roman: Generated<string>;
  /**
   * The names in every language and in Latin letters, as words (search-text.ts searchNamesOf), for
   * ranking a search; null until the app writes it (migration 2026_11_28_093000).
   */
  search_names: OptionalText;
  /**
   * The names of the crops and problems of the product's approved uses, in every language and in
   * Latin letters, searched with its texts (catalog's search-terms.ts, migration 2026_11_30_095000).
   */
  search_terms: Generated<string>;
  /** A seed's label particulars (docs/product-rules.md 28; null until given, and for other products). */
  seed_crop: OptionalText;
  seed_variety: OptionalText;
  seed_net_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  seed_net_unit: ColumnType<SeedNetUnit | null, SeedNetUnit | null | undefined, SeedNetUnit | null>;
  /** 1: treated (the label then carries the caution), 0: untreated, null: not said yet. */
  seed_treated: ColumnType<number | null, number | null | undefined, number | null>;
  seed_treatment: OptionalText;
  /** The treatment line in Hindi and Marathi; null: the English one shows. */
  seed_treatment_hi: OptionalText;
  seed_treatment_mr: OptionalText;
  /** What one unit sold holds (docs/product-rules.md 34, src/shared/pack.ts): a whole number of `pack_unit`; both null when not given. */
  pack_size: ColumnType<number | null, number | null | undefined, number | null>;
  pack_unit: ColumnType<PackUnit | null, PackUnit | null | undefined, PackUnit | null>;
  /**
   * A packaged product's label (docs/product-rules.md 38, migration 2026_11_30_090000): 1 when
   * ticked "Sold in a sealed pack" (seeds, fertilisers and pesticides always are); each
   * particular null until given. MRP in paise; best before in months from packing.
   */
  packaged: Generated<number>;
  brand: OptionalText;
  maker_role: ColumnType<MakerRole | null, MakerRole | null | undefined, MakerRole | null>;
  maker_name: OptionalText;
  maker_address: OptionalText;
  generic_name: OptionalText;
  mrp_paise: ColumnType<number | null, number | null | undefined, number | null>;
  country_of_origin: OptionalText;
  best_before_months: ColumnType<number | null, number | null | undefined, number | null>;
  consumer_care: OptionalText;
  /**
   * One unit as packed for the courier (docs/product-rules.md 61, migration 2026_12_06_130000): its
   * weight in grams and its box's sides in whole centimetres; each null until given.
   */
  shipping_weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
  length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  breadth_cm: ColumnType<number | null, number | null | undefined, number | null>;
  height_cm: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A lot of a seed product, with its test results and its own stock (migration 2026_11_26_091000). */
export interface SeedLotsTable {
  id: string;
  product_id: string;
  lot_number: string;
  /** 'YYYY-MM-DD'. */
  tested_on: string;
  germination_pct: number;
  /** Physical purity in tenths of a percent (985: 98.5%). */
  purity_tenths: number;
  /** 'YYYY-MM-DD' (India): sold up to and including this day. */
  valid_until: string;
  stock: number;
  created_at: string;
  created_by: string | null;
  /** The stock location it is kept at; null: the principal place of business, or the vendor's own (docs/product-rules.md 59). */
  location_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Which lot(s) an order line was sold from. */
export interface OrderItemLotsTable {
  order_item_id: string;
  lot_id: string;
  lot_number: string;
  quantity: number;
}

/** A vendor's licence of one kind (seed dealer, insecticide, fertiliser). */
export interface VendorLicencesTable {
  vendor_id: string;
  kind: LicenceKind;
  number: string;
  issuing_state: IndianStateOrUt;
  /** 'YYYY-MM-DD' (India): valid up to and including this day. */
  valid_until: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  /** Trimmed and lowercased, unique; null for an account made with a mobile number only. */
  email: string | null;
  name: string;
  type: UserType;
  /** Null for an account made with a mobile number (it signs in with codes). */
  password_hash: string | null;
  /** A contact number as typed (a vendor's, a profile's): not verified, not a sign-in. */
  phone: string | null;
  /** The verified mobile number it signs in with, +91 and 10 digits; unique (migration 2026_11_29_100000). */
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  mobile_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where its order messages go to that mobile: 'sms', or 'whatsapp' when it chose it. */
  text_channel: Generated<'sms' | 'whatsapp'>;
  /** The account's language (en, hi, mr), null until chosen. */
  language: string | null;
  is_active: Generated<number>;
  /** Its customer group, whose price list it buys at (docs/product-rules.md 46): set by the owner. */
  customer_group: Generated<CustomerGroup>;
  /** A staff account's role (docs/product-rules.md 49, src/shared/staff-roles.ts); null for customers and vendors. */
  staff_role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  inquiry_type: InquiryType;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
}

/** A one-time code sent to a mobile number (docs/decisions/0050-sign-in-codes.md). */
export interface SignInCodesTable {
  id: string;
  /** +91 and the 10 digits. */
  phone: string;
  /** What the code is for: signing in (or up) with the number, a signed-in account proving a number it adds, or deleting the account. */
  /** What the code proves: a sign-in, a new mobile, an account's deletion, a farmer's consent to an order placed for him (docs/product-rules.md 53). */
  purpose: 'sign_in' | 'change_mobile' | 'delete_account' | 'order_consent' | 'agent_link';
  /** Keyed HMAC-SHA256 (hex) of the purpose, the number and the code; the code itself is never stored. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  wrong_tries: Generated<number>;
  /** When it was used, or ended by its last wrong try. */
  used_at: string | null;
}

/**
 * A farmer's yes (1) or no (0) to offers and crop tips, apart from his order messages; append-only,
 * the newest row of an account is its choice (migration 2026_11_29_110000).
 */
/** A crop a farmer looks up (docs/product-rules.md 39); its slug is the key later links use. */
export interface CropsTable {
  slug: string;
  position: number;
  name_en: string;
  name_hi: string;
  name_mr: string;
  source: string;
}

/** A sowing window ('MM-DD') of a crop in a season and state ('' for the national default). */
export interface CropSeasonsTable {
  crop: string;
  season: CropSeason;
  state: IndianStateOrUt | '';
  sow_from: string;
  sow_to: string;
  source: string;
}

/** A stage of a crop in days after sowing, with what to do then. */
export interface CropStagesTable {
  crop: string;
  stage: CropStage;
  from_day: number;
  to_day: number;
  name_en: string;
  name_hi: string;
  name_mr: string;
  advice_en: string;
  advice_hi: string;
  advice_mr: string;
  source: string;
}

/** A common pest, disease or deficiency of a crop, with its drawing. */
export interface CropProblemsTable {
  crop: string;
  slug: string;
  position: number;
  kind: CropProblemKind;
  name_en: string;
  name_hi: string;
  name_mr: string;
  symptoms_en: string;
  symptoms_hi: string;
  symptoms_mr: string;
  image: string;
  alt_en: string;
  alt_hi: string;
  alt_mr: string;
  source: string;
}

/** The stages a problem strikes. */
export interface CropProblemStagesTable {
  crop: string;
  problem: string;
  stage: CropStage;
}

export interface MarketingConsentsTable {
  id: string;
  user_id: string;
  given: number;
  source: MarketingConsentSource;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token in the session cookie; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A vendor's business; the owner's name and phone are the account's (users.name, users.phone). */
export interface VendorProfilesTable {
  user_id: string;
  business_name: string;
  address: string;
  gst_number: string | null;
  status: VendorStatus;
  reviewed_at: string | null;
  reviewed_by: string | null;
  /** Shown to a rejected vendor. */
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  status: OrderStatus;
  subtotal_paise: number;
  gst_paise: number;
  total_paise: number;
  payment_method: PaymentMethod;
  card_last4: string | null;
  ship_full_name: string;
  ship_email: string;
  ship_phone: string;
  ship_address: string;
  ship_city: string;
  ship_state: IndianStateOrUt;
  ship_pincode: string;
  idempotency_key: string | null;
  request_hash: string | null;
  /** The staff account that placed the order for its buyer, with his consent (docs/product-rules.md 53); null: the buyer himself. */
  placed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The village point it is collected at, as it was when placed (JSON PickupPointSnapshot; docs/product-rules.md 56); null: delivered to the buyer's address. */
  pickup_point: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  /** The delivery state the tax was charged for; null: placed before GST invoices. */
  place_of_supply: IndianStateOrUt | null;
  /** The buyer's GSTIN, for a business purchase. */
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  /** A business buyer's registered address as billed (docs/product-rules.md 44); null on farmers' orders and older ones. */
  buyer_address: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_city: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_pincode: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the buyer ordered in ('en', 'hi', 'mr'); null on orders from before orders kept their language (docs/decisions/0023). */
  language: OptionalText;
  /** Where its money stands (docs/decisions/0024-payments.md). */
  payment_status: PaymentStatus;
  /** Online orders not yet paid: cancelled after this time. */
  payment_due_at: OptionalText;
  /** 'razorpay' once a gateway order exists, and its ids. */
  gateway: OptionalText;
  gateway_order_id: OptionalText;
  gateway_payment_id: OptionalText;
  paid_with: OnlineInstrument | null;
  paid_at: OptionalText;
  /** Bank transfer: the account the buyer was told to pay to (JSON), and the bank's reference once received. */
  bank_details: OptionalText;
  bank_utr: OptionalText;
  /** Who marked cash collected or a transfer received, and when. */
  payment_settled_at: OptionalText;
  payment_settled_by: OptionalText;
  /** The day delivery was promised by when the order was placed ('YYYY-MM-DD'; docs/product-rules.md 29, delivery_tracking). */
  expected_delivery_on: OptionalText;
  /** Once shipped: the carrier and its tracking number, or the shop's own delivery (1, no number), and when. */
  carrier: OptionalText;
  tracking_number: OptionalText;
  own_delivery: Generated<number>;
  shipped_at: OptionalText;
  /** The number people see, HY-000123 (src/shared/order-number.ts; docs/product-rules.md 31). */
  number: number;
  /**
   * What coupons took off (its lines' discount_paise together): total_paise is subtotal_paise less
   * this, plus gst_paise (docs/product-rules.md 43).
   */
  discount_paise: Generated<number>;
  /** The coupon applied, as its code was then; null without one. */
  coupon_code: OptionalText;
  /** The ONDC buyer app it was placed through (its subscriber id); null: the shop's own pages (docs/decisions/0078). */
  network_app: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  event_id: string;
  event: string;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  order_id: string | null;
  /** What the event did: 'paid', 'failed', 'refund_processed', 'unknown_order', 'ignored'... */
  outcome: string;
  received_at: string;
}

export interface CreditNoteLinesTable {
  credit_note_id: string;
  order_item_id: string;
  quantity: number;
  line_total_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  method: RefundMethod;
  amount_paise: number;
  status: RefundStatus;
  gateway_refund_id: string | null;
  reference: string | null;
  created_by: string | null;
  created_at: string;
  processed_at: string | null;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
  position: number;
  /** Who supplies the line: the vendor's user id, null for the shop's own products. */
  supplier_id: string | null;
  /** HSN code and GST rate (basis points) as sold; null on orders placed before GST invoices. */
  hsn_code: string | null;
  gst_rate_bp: number | null;
  cgst_paise: Generated<number>;
  sgst_paise: Generated<number>;
  igst_paise: Generated<number>;
  /** The tax document the line is on; null on orders placed before GST invoices. */
  document_id: string | null;
  /** JSON {"hi": name, "mr": name}: the product's other names when sold; null if it had none. */
  product_names: OptionalText;
  /**
   * The pack one unit sold held (src/shared/pack.ts), as sold: its documents give the quantity in
   * a unit quantity code from it (docs/decisions/0035-uqc-and-gst-classes); null when not known.
   */
  pack_size: ColumnType<number | null, number | null | undefined, number | null>;
  pack_unit: ColumnType<PackUnit | null, PackUnit | null | undefined, PackUnit | null>;
  /** The discount known at the sale (a coupon's share), already taken off line_total_paise (docs/product-rules.md 43). */
  discount_paise: Generated<number>;
  /**
   * A part's line of a kit (docs/product-rules.md 48): the kit (products.id), its name in English
   * and (JSON {"hi", "mr"}) its other names, and how many kits, as sold; null on any other line.
   */
  kit_product_id: OptionalText;
  kit_name: OptionalText;
  kit_names: OptionalText;
  kit_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  /** The stock location (stock_locations.id) the line was served from; null: the principal place of business, or a vendor's own (docs/product-rules.md 59). */
  location_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A kit's part (docs/product-rules.md 48): a shop product that is no kit, and how many one kit holds. */
export interface KitPartsTable {
  kit_id: string;
  part_id: string;
  quantity: number;
  position: number;
}

/** Products on sale per category, kept by triggers (migration 2026_11_24_220000). */
export interface CatalogueCountsTable {
  category: CategorySlug;
  active_count: number;
}

/** One row: bumped by triggers whenever a search's results could change (search-cache.ts). */
export interface CatalogueStateTable {
  id: number;
  version: number | string;
}

/** A cart the server keeps: a visitor's (id: SHA-256 of the cookie's token) or an account's. */
export interface CartsTable {
  id: string;
  user_id: string | null;
  updated_at: string;
}

export interface CartLinesTable {
  cart_id: string;
  product_id: string;
  quantity: number;
  /** The price the farmer last saw for this line, in paise. */
  seen_price_paise: number;
  added_at: string;
}

export interface DocumentSeriesTable {
  series: string;
  next_seq: number;
}

/** A tax document, with its supplier as it stood when issued. */
export interface TaxDocumentsTable {
  id: string;
  order_id: string;
  kind: TaxDocumentKind;
  series: string;
  seq: number;
  number: string;
  financial_year: string;
  issued_at: string;
  supplier_id: string | null;
  supplier_name: string;
  supplier_address: string;
  supplier_state: IndianStateOrUt;
  supplier_gstin: string | null;
  refers_to: string | null;
  taxable_paise: number;
  tax_paise: number;
  pdf: Uint8Array | null;
  /** A credit note's reason: 'cancelled' (the whole order) or 'refund' (chosen lines); null on notes from before refunds of chosen lines (docs/decisions/0024). */
  credit_reason: OptionalText;
}

export interface HsnCodesTable {
  code: string;
  description: string;
  /** GST unit quantity code for invoices: KGS, NOS... */
  unit: string;
  created_at: string;
  updated_at: string;
}

/** A described class of goods within an HSN heading, with its own dated rates (docs/decisions/0035-uqc-and-gst-classes). */
export interface GstClassesTable {
  id: string;
  hsn_code: string;
  description: string;
  created_at: string;
  created_by: string | null;
}

/** A class's rate from its date on; before its first, the class's goods take their HSN code's rate. */
export interface GstClassRatesTable {
  id: string;
  class_id: string;
  rate_bp: number;
  effective_from: string;
  created_at: string;
  created_by: string | null;
}

/** A rate applies from its date (YYYY-MM-DD, India) until the next one of the same code. */
export interface GstRatesTable {
  id: string;
  hsn_code: string;
  /** Basis points of the taxable value: 500 is 5%. */
  rate_bp: number;
  effective_from: string;
  created_at: string;
  created_by: string | null;
}

/** A single row, id 1: the shop as a supplier. */
export interface BusinessSettingsTable {
  id: number;
  legal_name: string | null;
  address: string | null;
  state: IndianStateOrUt | null;
  gstin: string | null;
  updated_at: string;
  updated_by: string | null;
  /** 1: e-invoicing applies to the shop (turnover above ₹5 crore: docs/product-rules.md 45). */
  einvoicing: Generated<number>;
}

/** Where an e-invoice stands at the IRP (docs/decisions/0061). */
export type EInvoiceStatus = 'pending' | 'reported' | 'failed' | 'cancel_pending' | 'cancelled' | 'cancel_failed';

/** One of the shop's tax invoices, or a credit note against one, as reported to the IRP (migrations 2026_12_01_092000, 2026_12_03_090000). */
export interface EInvoicesTable {
  document_id: string;
  order_id: string;
  /** A credit note's row: the tax invoice it credits (its document id); null for an invoice's. */
  refers_to: string | null;
  status: EInvoiceStatus;
  irn: string | null;
  ack_no: string | null;
  ack_date: string | null;
  signed_qr_code: string | null;
  reported_at: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  cancel_requested: Generated<number>;
  last_error: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** The shop's public contact details, one row (id 1) once the admin saves them (docs/product-rules.md 25). */
export interface SiteSettingsTable {
  id: number;
  phone: string | null;
  email: string | null;
  address_en: string | null;
  address_hi: string | null;
  address_mr: string | null;
  /** "mon,tue,...": the open days, empty without hours. */
  open_days: Generated<string>;
  opens_at: string | null;
  closes_at: string | null;
  /** The grievance officer (docs/product-rules.md 52): each null until set; the phone as dialled. */
  grievance_name: string | null;
  grievance_designation: string | null;
  grievance_phone: string | null;
  grievance_email: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface OrderStatusChangesTable {
  id: string;
  order_id: string;
  from_status: OrdersTable['status'];
  to_status: OrdersTable['status'];
  /** The admin's user id and name at the time of the change. */
  changed_by: string;
  changed_by_name: string;
  changed_at: string;
}

/** A single row, id 1. The key secret is AES-256-GCM ciphertext (never the secret itself). */
export interface PaymentSettingsTable {
  id: number;
  gateway_key_id: string | null;
  gateway_key_secret_enc: string | null;
  gateway_active: Generated<number>;
  bank_name: string | null;
  bank_account_holder: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_active: Generated<number>;
  cod_active: Generated<number>;
  cod_instructions: string | null;
  updated_at: string;
  updated_by: string | null;
  gateway_webhook_secret_enc: string | null;
  /** The largest order total cash on delivery may pay. */
  cod_max_paise: Generated<number>;
}

/** A message of the shop, queued with its event and sent by the mail worker (modules/mail). */
/** Every message of the shop, e-mail, SMS and WhatsApp, from its event's transaction until sent (docs/decisions/0025, 0051). */
export interface MessageOutboxTable {
  id: string;
  /** How it goes: 'email', 'sms' or 'whatsapp'. */
  channel: Generated<'email' | 'sms' | 'whatsapp'>;
  /** What caused it ('order-placed:<order id>'): unique, so one event queues one message. */
  event_key: string;
  kind: string;
  recipient: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: OptionalText;
  last_error: OptionalText;
  /** Not sent after this time (a password-reset link that has expired): it fails instead. */
  send_before: OptionalText;
  created_at: string;
  sent_at: OptionalText;
  /** A text message's template values, as JSON; a sign-in code is never among them. */
  text_values: OptionalText;
  /** The provider's id of a sent text message (MSG91's request id, WhatsApp's wamid): its delivery reports name it. */
  provider_id: OptionalText;
  /** What the provider's delivery reports said last: 'delivered', 'read' or 'failed'. */
  delivery: OptionalText;
  delivered_at: OptionalText;
}

/** A password-reset link's token, as its SHA-256 (hex) only. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: OptionalText;
}

/** A buyer's return of chosen lines of a delivered order (docs/product-rules.md 24; migration 2026_11_26_093000). */
export interface ReturnsTable {
  id: string;
  order_id: string;
  user_id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  requested_at: string;
  decided_at: OptionalText;
  /** Who approved or rejected it (an admin's or a vendor's id) and their name then. */
  decided_by: OptionalText;
  decided_by_name: OptionalText;
  decision_reason: OptionalText;
  received_at: OptionalText;
  received_by: OptionalText;
  received_by_name: OptionalText;
  /** The refund (refunds.id) started when the goods were received. */
  refund_id: OptionalText;
  /** Cash and bank orders: the account to refund to, sealed (SecretBox), and its last 4 digits. */
  refund_account: OptionalText;
  refund_account_last4: OptionalText;
  created_at: string;
  updated_at: string;
}

export interface ReturnLinesTable {
  return_id: string;
  order_item_id: string;
  quantity: number;
  /** Seeds: 0, the packet unopened (opened ones are refused); null for other goods. */
  opened_seed_packet: number | null;
}

export interface ReturnCreditNotesTable {
  return_id: string;
  credit_note_id: string;
}

/** A buyer's review of a product it received (docs/product-rules.md 33): one per buyer and product; `hidden` 0/1 by an admin. */
export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  /** The delivered order that entitled the buyer to review. */
  order_id: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Up to 500 characters, may be empty. */
  text: Generated<string>;
  hidden: Generated<number>;
  hidden_by: string | null;
  hidden_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A customer's saved delivery address (docs/product-rules.md 32): up to 10 per account, exactly one `is_default` (0/1) when any. */
export interface AddressesTable {
  id: string;
  user_id: string;
  /** The customer's own name for it ("Farm"), or null. */
  label: string | null;
  full_name: string;
  phone: string;
  address: string;
  city: string;
  state: IndianStateOrUt;
  pincode: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** Where the shop delivers: a whole state (district '') or one district of it (docs/product-rules.md 29). */
export interface DeliveryAreasTable {
  state: IndianStateOrUt;
  district: Generated<string>;
  cod_allowed: Generated<number>;
}

/** A pincode whose cash on delivery differs from its area's. */
export interface DeliveryCodPincodesTable {
  pincode: string;
  cod_allowed: number;
}

/** A single row, id 1: the delivery-time bands in business days. */
export interface DeliverySettingsTable {
  id: number;
  same_state_min_days: number;
  same_state_max_days: number;
  other_state_min_days: number;
  other_state_max_days: number;
  updated_at: string;
  updated_by: string | null;
}

/** Where the shop pays a vendor (docs/product-rules.md 35): one row per vendor; the account number sealed (SecretBox), its last 4 in clear. */
export interface VendorPayoutAccountsTable {
  vendor_id: string;
  account_holder: string;
  account_number_enc: string;
  account_number_last4: string;
  ifsc: string;
  bank_name: string | null;
  upi_id: string | null;
  updated_at: string;
}

/**
 * A product photo an admin or vendor uploaded (docs/decisions/0028): its WebP files are UPLOADS_DIR/products/<id>-<width>.webp.
 * uploaded_by decides who may attach it to a listing (a vendor: only its own).
 */
export interface ProductPhotosTable {
  /** 32 random hexadecimal characters: the files' names, never the uploaded file's. */
  id: string;
  /** users.id; null once that account is deleted. */
  uploaded_by: string | null;
  created_at: string;
}

/**
 * A label claim registered for a pesticide's generic name (docs/product-rules.md 41): a crop and a
 * pest it may be used on, the most it may be used per acre, and the waiting period before harvest.
 */
export interface LabelClaimsTable {
  id: string;
  generic_name: string;
  crop: string;
  problem: string;
  /** Whole g or ml of the formulation per acre, written in dose_unit. */
  dose_amount: number;
  dose_unit: DoseUnit;
  waiting_days: number;
  source: string;
  created_at: string;
}

/** What a product is for: a crop, its stage and maybe a problem, with the dose (docs/product-rules.md 41). */
export interface ProductUsesTable {
  id: string;
  product_id: string;
  position: number;
  crop: string;
  stage: CropStage;
  problem: string | null;
  /** Whole g or ml, written in dose_unit (src/shared/dose.ts). */
  dose_amount: number;
  dose_unit: DoseUnit;
  dose_basis: DoseBasis;
  /** The label claim a pesticide's use stays within; null for other products. */
  claim_id: string | null;
  source: string | null;
  /** A vendor's use waits for the admin; the storefront shows approved ones. */
  status: 'pending' | 'approved';
  created_at: string;
}

/** A coupon (docs/product-rules.md 43, migration 2026_12_01_090000_coupons). */
export interface CouponsTable {
  id: string;
  /** As normalised: upper case, no spaces. */
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  percent_bp: number | null;
  flat_paise: number | null;
  min_order_paise: number;
  max_discount_paise: number | null;
  /** Calendar days in India, 'YYYY-MM-DD', both included. */
  valid_from: string;
  valid_to: string;
  scope: CouponScope;
  /** JSON list of category slugs, crop slugs or product ids; [] for the whole order. */
  targets: string;
  total_uses: number | null;
  uses_per_customer: number | null;
  first_order_only: number;
  active: number;
  /** JSON list of the customer groups it is for; [] for every buyer (docs/product-rules.md 43). */
  customer_groups: Generated<string>;
  /**
   * The count a limited coupon's uses are guarded by (coupons.repository takeUse), recounted from
   * the redemptions when the owner changes the coupon; the uses shown are the redemptions'.
   */
  used: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** A business's latest request to buy at its group's prices, pending or decided (docs/product-rules.md 46). */
export interface GroupRequestsTable {
  user_id: string;
  customer_group: BusinessGroup;
  business_name: string;
  gstin: string | null;
  status: GroupRequestStatus;
  /** Why the owner refused it; null otherwise. */
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}
export type GroupRequestRow = Selectable<GroupRequestsTable>;

/** An order placed with a coupon: one coupon an order. */
/** A product's unit price for a customer group from a quantity on (docs/product-rules.md 46). */
export interface ProductPricesTable {
  id: string;
  product_id: string;
  customer_group: CustomerGroup;
  min_quantity: number;
  price_paise: number;
}

/** An automatic offer (docs/product-rules.md 47, migration 2026_12_02_090000_offers). */
export interface OffersTable {
  id: string;
  /** What buyers see it as ("Kharif seeds 10% off"). */
  name: string;
  kind: OfferKind;
  percent_bp: number | null;
  scope: 'categories' | 'crops' | null;
  /** JSON list of category or crop slugs of a `percent` offer; [] otherwise. */
  targets: string;
  min_value_paise: number;
  max_discount_paise: number | null;
  /** The product bought (`buy_get`, `free_item`). */
  product_id: string | null;
  buy_quantity: number | null;
  /** The product given (`free_item`). */
  gift_product_id: string | null;
  get_quantity: number | null;
  /** Calendar days in India, 'YYYY-MM-DD', both included. */
  valid_from: string;
  valid_to: string;
  active: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}
export type OfferRow = Selectable<OffersTable>;

/** What an offer took off an order. */
export interface OrderOffersTable {
  order_id: string;
  offer_id: string;
  discount_paise: number;
}

export interface CouponRedemptionsTable {
  order_id: string;
  coupon_id: string;
  user_id: string;
  discount_paise: number;
  created_at: string;
}

/** A farmer's own crop (docs/product-rules.md 42): what, how much land, sown when, where. */
export interface FarmCropsTable {
  id: string;
  user_id: string;
  /** crops.slug */
  crop: string;
  /** Acres in hundredths (2.5 acres is 250), 1 to 100000 (src/shared/dose.ts). */
  acres_hundredths: number;
  /** The sowing day, 'YYYY-MM-DD'. */
  sown_on: string;
  state: IndianStateOrUt;
  district: string;
  created_at: string;
  updated_at: string;
}

/**
 * A farmer's request to be called back (docs/product-rules.md 51, migration
 * 2026_12_04_100000_call_back_requests): one open request a number (closed_at null).
 */
export interface CallBackRequestsTable {
  id: string;
  /** +91 and 10 digits. */
  mobile: string;
  /** How many times the farmer asked while it was open. */
  calls: number;
  first_call_at: string;
  last_call_at: string;
  /** The crop or product he mentioned last, in his words. */
  interest: string | null;
  /** The product whose page he asked from, last (no foreign key: the record outlives the product). */
  product_id: string | null;
  /** The agent who took it (Take next), and when. */
  assigned_to: string | null;
  assigned_at: string | null;
  closed_at: string | null;
  closed_by: string | null;
  outcome: CallBackOutcome | null;
  note: string | null;
  created_at: string;
}
export type CallBackRequestRow = Selectable<CallBackRequestsTable>;

/** Each time a farmer asked: a missed call (its Exotel CallSid, unique), the shop's form, an agent's entry. */
export interface CallBackCallsTable {
  id: string;
  request_id: string;
  source: CallBackSource;
  call_sid: string | null;
  at: string;
  /** The agent who entered it (source agent). */
  created_by: string | null;
}

/** Always empty: /readyz's write probe while the disk is full or read-only (modules/health/storage-state.ts). */
export interface StorageProbesTable {
  id: string;
  filler: string;
}

/**
 * One staff write or refusal (docs/product-rules.md 50, docs/decisions/0065): appended only, the
 * database refuses an UPDATE or DELETE (migration 2026_12_04_090000).
 */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: string;
  /** Who acted, as the account was named then (its e-mail, else its mobile, else its name). */
  actor_label: string;
  /** The staff role it acted in; null for an account that is not staff (a refusal). */
  actor_role: string | null;
  ip: string;
  /** The staff route called, as "METHOD /api/admin/...". */
  route: string;
  outcome: 'done' | 'refused';
  /** What was done, as "entity.verb" (product.update, order.status, ...), or the route's refusal. */
  action: string;
  entity: string | null;
  entity_id: string | null;
  /** JSON: the fields that changed, { field: { from, to } }, secrets masked (modules/audit/changes.ts). */
  changes: string | null;
  /** A refusal's error code and message. */
  reason: string | null;
}

/** An order an agent asked for on a farmer's behalf, waiting for his consent or decided (docs/product-rules.md 53). */
export interface AssistedOrdersTable {
  id: string;
  farmer_id: string;
  agent_id: string;
  status: 'waiting' | 'confirmed' | 'cancelled' | 'expired' | 'refused';
  /** JSON: the order as checkout sends it (StoreCreateOrder), placed as it is when the farmer consents. */
  request: string;
  /** What the order came to when it was asked for (the agent's quote; the order prices itself again). */
  total_paise: number;
  /** The farmer's language: his messages and the consent page's. */
  language: string;
  /** SHA-256 (hex) of the consent link's token; the token is only in the farmer's message. */
  link_hash: string;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
  /** How the farmer said yes: 'code' (read back to the agent) or 'link'. */
  confirmed_by: 'code' | 'link' | null;
  order_id: string | null;
}

/** A farmer a field agent keeps, added with the farmer's code (docs/product-rules.md 55). */
export interface AgentFarmersTable {
  agent_id: string;
  farmer_id: string;
  added_at: string;
}

/** A field agent's village pickup point (docs/product-rules.md 56): one an agent, on or off. */
export interface PickupPointsTable {
  agent_id: string;
  name: string;
  address: string;
  city: string;
  state: IndianStateOrUt;
  pincode: string;
  phone: string;
  hours: string | null;
  active: number;
  updated_at: string;
}

/**
 * One of the shop's godowns beyond its principal place of business (docs/product-rules.md 59),
 * registered for GST in its own state.
 */
export interface StockLocationsTable {
  id: string;
  name: string;
  address: string;
  city: string;
  state: IndianStateOrUt;
  pincode: string;
  gstin: string;
  contact_name: string;
  contact_phone: string;
  active: number;
  created_at: string;
  updated_at: string;
}
export type StockLocationRow = Selectable<StockLocationsTable>;

/** A product's units at a stock location; the principal place holds the product's stock less all of these. */
export interface LocationStockTable {
  location_id: string;
  product_id: string;
  units: number;
}

/** A godown registered with a carrier as a pickup location, under the nickname its bookings name (docs/product-rules.md 59). */
export interface CarrierPickupLocationsTable {
  carrier: 'shiprocket';
  location_id: string;
  nickname: string;
  registered_at: string;
}

/** A call from the ONDC network ('in') or a callback to it ('out'): docs/decisions/0077. */
export interface OndcMessagesTable {
  id: string;
  direction: 'in' | 'out';
  action: string;
  transaction_id: string;
  message_id: string;
  bap_id: string;
  bap_uri: string;
  status: 'ack' | 'nack' | 'pending' | 'sent' | 'failed';
  error_code: string | null;
  error_message: string | null;
  request: string;
  body: string | null;
  http_status: number | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  expires_at: string | null;
  claimed_until: string | null;
  created_at: string;
  sent_at: string | null;
}

/** What ONDC needs of the shop that is kept nowhere else (docs/decisions/0077): one row, id 1. */
export interface OndcSettingsTable {
  id: number;
  /** "latitude,longitude" of the store, as ONDC writes GPS. */
  store_gps: string;
  store_pincode: string;
  store_city: string;
  days_to_ship: number;
  updated_at: string;
}

/** Each ONDC buyer app's account in the shop, which the orders it places belong to (docs/decisions/0078). */
export interface OndcBuyerAppsTable {
  bap_id: string;
  user_id: string;
  created_at: string;
}

/** An order placed through an ONDC buyer app: its ids on the network (docs/decisions/0078). */
export interface OndcOrdersTable {
  order_id: string;
  bap_id: string;
  bap_uri: string;
  transaction_id: string;
  network_order_id: string;
  city: string;
  payment_type: 'ON-ORDER' | 'ON-FULFILLMENT';
  /** What the buyer app confirmed, which every later message repeats (JSON ConfirmedTerms: billing, delivery stop, payment, created_at). */
  confirmed: string;
  cancelled_by: string | null;
  cancellation_reason: string | null;
  created_at: string;
}
export type OndcOrderRow = Selectable<OndcOrdersTable>;

/** A return a buyer app asked for, with its ids on the network (migration 2026_12_09_090000_ondc_returns, docs/decisions/0080). */
export interface OndcReturnsTable {
  return_id: string;
  order_id: string;
  /** The buyer app's return id: its Return fulfillment's id in every message. */
  network_return_id: string;
  /** ONDC's return reason code (001-005), and the buyer's words. */
  reason_id: string;
  reason_desc: string | null;
  created_at: string;
}
export type OndcReturnRow = Selectable<OndcReturnsTable>;

/**
 * A buyer app's issue (ONDC IGM 1.0.0) and the grievance ticket it is (migration
 * 2026_12_08_100000_ondc_issues, docs/decisions/0079): one ticket per issue id of a buyer app.
 */
export interface OndcIssuesTable {
  bap_id: string;
  issue_id: string;
  grievance_id: string;
  order_id: string;
  bap_uri: string;
  category: 'ITEM' | 'FULFILLMENT';
  sub_category: string;
  complainant_action: 'OPEN' | 'ESCALATE' | 'CLOSE';
  issue_created_at: string;
  /** The latest issue call's Beckn context, JSON. */
  context: string;
  created_at: string;
  updated_at: string;
}
export type OndcIssueRow = Selectable<OndcIssuesTable>;

/** A product the owner keeps off ONDC (docs/product-rules.md 62). */
export interface OndcWithheldProductsTable {
  product_id: string;
  withheld_at: string;
}

/** The owner's commission rate of a product category, in basis points (docs/product-rules.md 55). */
export interface CommissionRatesTable {
  category: CategorySlug;
  percent_bp: number;
  updated_at: string;
}

/** A field agent's commission ledger (docs/product-rules.md 55): earned, reversed (negative) and paid (negative), in paise. */
export interface CommissionEntriesTable {
  id: string;
  agent_id: string;
  /** The order it was earned on or reversed for; null for a payout. */
  order_id: string | null;
  kind: 'earned' | 'reversed' | 'paid';
  /** Earned: positive; reversed and paid: negative, so the balance is the sum. */
  amount_paise: number;
  /** JSON {lineId: rate in basis points} of an earned entry: what a return reverses at. */
  lines: string | null;
  /** A payout's reference (UTR). */
  reference: string | null;
  /** Who recorded a payout. */
  paid_by: string | null;
  created_at: string;
}

/** An order's current e-way bill (docs/product-rules.md 57, docs/decisions/0073). */
export interface EWayBillsTable {
  order_id: string;
  document_id: string;
  number: string;
  generated_at: string;
  valid_until: string;
  distance_km: number;
  cargo: CargoKind;
  transport_mode: TransportMode;
  vehicle_no: string | null;
  transporter_id: string | null;
  transport_doc_no: string | null;
  transport_doc_date: string | null;
  entered_by: string;
  created_at: string;
}

/** The e-way bill limit within the shop's state (one row, id 1). */
export interface EWayBillSettingsTable {
  id: number;
  intra_state_threshold_paise: number;
  updated_at: string;
  updated_by: string | null;
}

/** An order whose e-way bill one app server is asking the GSP for now (docs/decisions/0073, "Through a GSP"). */
export interface EWayBillGenerationsTable {
  order_id: string;
  started_at: string;
  started_by: string;
}

/** An order booked with a courier through its carrier (docs/product-rules.md 58; the couriers module's). */
export interface ShipmentsTable {
  order_id: string;
  carrier: 'shiprocket';
  carrier_order_id: string;
  carrier_shipment_id: string;
  awb: string | null;
  courier_name: string | null;
  weight_grams: number;
  /** "length x breadth x height" in centimetres. */
  box: string;
  pickup_scheduled_for: string | null;
  pickup_booked_at: string | null;
  label_url: string | null;
  /** Set once the booking is done and the order moved to Shipped; null: a booking to go on with. */
  booked_at: string | null;
  /** The latest tracking status in the shop's words (couriers' TRACKING_STATUSES); null before the first. */
  status: string | null;
  status_text: string | null;
  last_event_at: string | null;
  created_at: string;
  created_by: string;
  /** The dispatcher's action on the open failed attempt ('re_attempt' or 'return'); null: none taken since the last one. */
  ndr_action: string | null;
  ndr_action_at: string | null;
  ndr_action_by: string | null;
}

/** A tracking update applied to a shipment, once (docs/decisions/0072). */
export interface ShipmentEventsTable {
  awb: string;
  status: string;
  event_at: string;
  status_text: string;
  received_at: string;
  /** Where the courier scanned it (its hub or town); null when it named none. */
  location: string | null;
}

/** A COD remittance of the courier, imported from its statement (docs/product-rules.md 60; the remittances module's). */
export interface CodRemittancesTable {
  id: string;
  carrier: 'shiprocket';
  /** Shiprocket's CRF ID of the remittance, else the bank's UTR: unique per carrier. */
  reference: string;
  utr: string | null;
  /** yyyy-MM-dd. */
  remitted_on: string;
  amount_paise: number;
  source: 'csv' | 'api';
  recorded_by: string;
  created_at: string;
}

/** One AWB of a COD remittance and what became of it (docs/decisions/0075). */
export interface CodRemittanceLinesTable {
  remittance_id: string;
  /** The row of the file (the header is row 1). */
  row_number: number;
  awb: string;
  order_id: string | null;
  amount_paise: number;
  /** The order's total when the line was matched (null: no order). */
  expected_paise: number | null;
  outcome: RemittanceOutcome;
}

export interface Database {
  cod_remittances: CodRemittancesTable;
  cod_remittance_lines: CodRemittanceLinesTable;
  eway_bills: EWayBillsTable;
  eway_bill_settings: EWayBillSettingsTable;
  eway_bill_generations: EWayBillGenerationsTable;
  shipments: ShipmentsTable;
  shipment_events: ShipmentEventsTable;
  agent_farmers: AgentFarmersTable;
  pickup_points: PickupPointsTable;
  stock_locations: StockLocationsTable;
  location_stock: LocationStockTable;
  carrier_pickup_locations: CarrierPickupLocationsTable;
  ondc_messages: OndcMessagesTable;
  ondc_withheld_products: OndcWithheldProductsTable;
  ondc_settings: OndcSettingsTable;
  ondc_buyer_apps: OndcBuyerAppsTable;
  ondc_orders: OndcOrdersTable;
  ondc_returns: OndcReturnsTable;
  ondc_issues: OndcIssuesTable;
  commission_rates: CommissionRatesTable;
  commission_entries: CommissionEntriesTable;
  assisted_orders: AssistedOrdersTable;
  audit_log: AuditLogTable;
  vendor_payout_accounts: VendorPayoutAccountsTable;
  products: ProductsTable;
  users: UsersTable;
  contact_messages: ContactMessagesTable;
  sessions: SessionsTable;
  vendor_profiles: VendorProfilesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_changes: OrderStatusChangesTable;
  payment_settings: PaymentSettingsTable;
  hsn_codes: HsnCodesTable;
  gst_rates: GstRatesTable;
  gst_classes: GstClassesTable;
  gst_class_rates: GstClassRatesTable;
  business_settings: BusinessSettingsTable;
  einvoices: EInvoicesTable;
  site_settings: SiteSettingsTable;
  document_series: DocumentSeriesTable;
  catalogue_counts: CatalogueCountsTable;
  catalogue_state: CatalogueStateTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  tax_documents: TaxDocumentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  credit_note_lines: CreditNoteLinesTable;
  message_outbox: MessageOutboxTable;
  password_resets: PasswordResetsTable;
  seed_lots: SeedLotsTable;
  order_item_lots: OrderItemLotsTable;
  vendor_licences: VendorLicencesTable;
  delivery_areas: DeliveryAreasTable;
  delivery_cod_pincodes: DeliveryCodPincodesTable;
  delivery_settings: DeliverySettingsTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_credit_notes: ReturnCreditNotesTable;
  reviews: ReviewsTable;
  addresses: AddressesTable;
  product_photos: ProductPhotosTable;
  label_claims: LabelClaimsTable;
  product_uses: ProductUsesTable;
  farm_crops: FarmCropsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  offers: OffersTable;
  order_offers: OrderOffersTable;
  product_prices: ProductPricesTable;
  group_requests: GroupRequestsTable;
  kit_parts: KitPartsTable;
  storage_probes: StorageProbesTable;
  sign_in_codes: SignInCodesTable;
  marketing_consents: MarketingConsentsTable;
  crops: CropsTable;
  crop_seasons: CropSeasonsTable;
  crop_stages: CropStagesTable;
  crop_problems: CropProblemsTable;
  crop_problem_stages: CropProblemStagesTable;
  call_back_requests: CallBackRequestsTable;
  call_back_calls: CallBackCallsTable;
  grievances: GrievancesTable;
  grievance_replies: GrievanceRepliesTable;
}

/**
 * A customer's complaint as a ticket (docs/product-rules.md 54, migration 2026_12_04_130000_grievances):
 * its number, who complained (his account, else the contacts he gave), the deadlines by the app's clock.
 */
export interface GrievancesTable {
  id: string;
  /** GR-000123 once formatted (formatGrievanceNumber). */
  number: number;
  user_id: string | null;
  name: string;
  email: string | null;
  /** +91 and 10 digits, for the text messages. */
  mobile: string | null;
  text_channel: 'sms' | 'whatsapp';
  language: string | null;
  source: GrievanceSource;
  order_id: string | null;
  category: GrievanceCategory;
  text: string;
  status: GrievanceStatus;
  created_at: string;
  ack_due_at: string;
  resolve_due_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  /** The staff account that took it (its first acknowledgement or answer). */
  handled_by: string | null;
  /** The staff account that entered a call's or WhatsApp's complaint. */
  created_by: string | null;
  /** When an ONDC buyer app first escalated it, and the complainant's words (migration 2026_12_10_090000_grievance_escalations). */
  escalated_at: string | null;
  escalation: string | null;
}
export type GrievanceRow = Selectable<GrievancesTable>;

/** The shop's answers on a ticket, each with the step it went with. */
export interface GrievanceRepliesTable {
  id: string;
  grievance_id: string;
  step: 'acknowledge' | 'reply' | 'resolve' | 'close';
  message: string;
  created_by: string | null;
  created_at: string;
}
export type GrievanceReplyRow = Selectable<GrievanceRepliesTable>;

/**
 * A product as the app reads it: without `search_roman`, `search_names`, `search_terms` (and the
 * database's own `search_text`), which only searches use, and `reserved`, which only the stock's
 * own updates read (catalog/stock.repository.ts).
 */
export type ProductRow = Omit<Selectable<ProductsTable>, 'search_roman' | 'search_names' | 'search_terms' | 'reserved'>;
/**
 * The columns of a ProductRow, for the catalogue's reads instead of `select *`: that would also
 * fetch the search texts (on SQLite, compute them: a virtual column), several times a row's size.
 */
export const PRODUCT_COLUMNS = [
  'id', 'name', 'description', 'price_paise', 'category', 'image_url', 'features', 'stock', 'is_active', 'created_at', 'updated_at',
  'vendor_id', 'listing_status', 'moderation_hidden', 'hsn_code', 'name_hi', 'description_hi', 'features_hi', 'name_mr', 'description_mr', 'features_mr',
  'seed_crop', 'seed_variety', 'seed_net_quantity', 'seed_net_unit', 'seed_treated', 'seed_treatment', 'seed_treatment_hi', 'seed_treatment_mr',
  'pack_size', 'pack_unit', 'gst_class_id',
  'packaged', 'brand', 'maker_role', 'maker_name', 'maker_address', 'generic_name', 'mrp_paise', 'country_of_origin', 'best_before_months', 'consumer_care',
  'shipping_weight_grams', 'length_cm', 'breadth_cm', 'height_cm',
] as const satisfies ReadonlyArray<keyof ProductRow>;
// Every column of a ProductRow is in PRODUCT_COLUMNS (a new column must be added there too).
const everyProductColumn: Exclude<keyof ProductRow, (typeof PRODUCT_COLUMNS)[number]> extends never ? true : never = true;
void everyProductColumn;
/** PRODUCT_COLUMNS of the products table, for queries that join it. */
export const PRODUCT_COLUMNS_OF_PRODUCTS = PRODUCT_COLUMNS.map((c) => `products.${c}` as const);
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUseRow = Selectable<ProductUsesTable>;
export type NewProductUseRow = Insertable<ProductUsesTable>;
export type LabelClaimRow = Selectable<LabelClaimsTable>;
export type FarmCropRow = Selectable<FarmCropsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type VendorProfileRow = Selectable<VendorProfilesTable>;
export type NewVendorProfileRow = Insertable<VendorProfilesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type RefundRow = Selectable<RefundsTable>;
