import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every table belongs to one server module, and only that module puts SQL on it: another module
// reads or changes it through the owner's front door (docs/decisions/0048-table-owners.md). The
// owners are declared here; a table added to the schema without an owner fails the first test.
const OWNERS: Record<string, string[]> = {
  accounts: ['users', 'sessions', 'password_resets', 'sign_in_codes', 'marketing_consents', 'group_requests'],
  addresses: ['addresses'],
  // Every staff write and refusal, appended only (docs/decisions/0065).
  audit: ['audit_log'],
  // The call-centre's call-back queue (docs/decisions/0066).
  callbacks: ['call_back_requests', 'call_back_calls'],
  grievances: ['grievances', 'grievance_replies'],
  cart: ['carts', 'cart_lines'],
  catalog: ['products', 'catalogue_counts', 'catalogue_state', 'product_uses', 'label_claims', 'kit_parts', 'location_stock'],
  contact: ['contact_messages'],
  // The carrier behind Shiprocket keeps nothing yet (docs/decisions/0072).
  // Shipments booked with a courier and their tracking updates (docs/decisions/0072).
  couriers: ['shipments', 'shipment_events', 'carrier_pickup_locations'],
  ondc: ['ondc_messages', 'ondc_withheld_products', 'ondc_settings', 'ondc_buyer_apps', 'ondc_orders', 'ondc_issues', 'ondc_returns'],
  crops: ['crops', 'crop_seasons', 'crop_stages', 'crop_problems', 'crop_problem_stages'],
  // The admin's dashboard asks the other modules for its figures.
  dashboard: [],
  delivery: ['delivery_areas', 'delivery_cod_pincodes', 'delivery_settings'],
  // A farmer's own crops (docs/decisions/0057).
  farm: ['farm_crops'],
  offers: ['coupons', 'coupon_redemptions', 'product_prices', 'offers', 'order_offers'],
  documents: ['tax_documents', 'credit_note_lines', 'document_series'],
  // E-invoices of the shop's tax invoices at the IRP (docs/decisions/0061).
  einvoicing: ['einvoices'],
  // An order's e-way bill and the limit within the shop's state (docs/decisions/0073).
  ewaybills: ['eway_bills', 'eway_bill_settings', 'eway_bill_generations'],
  // The courier's COD remittances and their lines matched to orders (docs/decisions/0075).
  remittances: ['cod_remittances', 'cod_remittance_lines'],
  gst: ['hsn_codes', 'gst_rates', 'gst_classes', 'gst_class_rates', 'business_settings'],
  health: ['storage_probes'],
  mail: ['message_outbox'],
  media: ['product_photos'],
  messaging: [],
  orders: ['orders', 'order_items', 'order_status_changes', 'assisted_orders'],
  // The shop's godowns in other states (docs/decisions/0074); their units are the catalog's stock.
  locations: ['stock_locations'],
  packing: [],
  agents: ['agent_farmers', 'commission_rates', 'commission_entries', 'pickup_points'],
  payments: ['payment_settings', 'payment_events', 'refunds'],
  returns: ['returns', 'return_lines', 'return_credit_notes'],
  reviews: ['reviews'],
  seeds: ['seed_lots', 'order_item_lots'],
  site: ['site_settings'],
  vendors: ['vendor_profiles', 'vendor_licences', 'vendor_payout_accounts'],
  visibility: [],
};

/**
 * The one standing exception: "in the shop" is one statement over the product, its vendor's
 * profile and account, the vendor's licences and the product's seed lots, so that a change to any
 * input and the flag it moves commit together (docs/decisions/0008, docs/decisions/0048).
 */
const EXCEPTIONS: Record<string, string[]> = {
  visibility: ['products', 'users', 'vendor_profiles', 'vendor_licences', 'seed_lots'],
};

const MODULES = 'src/server/modules';

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** The tables `text` puts SQL on: Kysely's builders (`selectFrom('x as y')`, joins, writes) and raw `sql` text. */
function tablesIn(text: string): Set<string> {
  const tables = new Set<string>();
  const builder = /\.(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)/g;
  for (const m of text.matchAll(builder)) tables.add(m[1]!);
  for (const raw of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g)) for (const m of raw[1]!.matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)/gi)) tables.add(m[1]!);
  return tables;
}

/** The schema's tables: the keys of `interface Database`. */
function schemaTables(): string[] {
  const schema = fs.readFileSync('src/server/db/schema.ts', 'utf8');
  const body = schema.slice(schema.indexOf('export interface Database {'));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]!);
}

describe('table owners', () => {
  const ownerOf = new Map(Object.entries(OWNERS).flatMap(([module, tables]) => tables.map((t) => [t, module] as const)));

  it('gives every table of the schema one owning module, and every module named exists', () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => !ownerOf.has(t))).toEqual([]);
    expect([...ownerOf.keys()].filter((t) => !tables.includes(t))).toEqual([]);
    const modules = fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(Object.keys(OWNERS).sort()).toEqual(modules.sort());
  });

  it('lets no module put SQL on another module’s table', () => {
    const foreign: string[] = [];
    for (const module of Object.keys(OWNERS)) {
      for (const file of filesOf(path.join(MODULES, module))) {
        for (const table of tablesIn(fs.readFileSync(file, 'utf8'))) {
          const owner = ownerOf.get(table);
          if (owner && owner !== module && !EXCEPTIONS[module]?.includes(table)) foreign.push(`${file.split(path.sep).join('/')}: ${table} (owned by ${owner})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('finds tables in builder calls and in raw SQL', () => {
    const text =
      "db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');\n" +
      "trx.updateTable(\n  'products')\n;" +
      'await sql`select 1 from vendor_profiles where user_id = ${id} for update`.execute(trx);\n' +
      "db.selectFrom('returns').where('status', '=', 'products')";
    expect([...tablesIn(text)].sort()).toEqual(['orders', 'products', 'returns', 'users', 'vendor_profiles']);
  });
});
