import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * What a product is for (docs/product-rules.md 41, docs/decisions/0056): the crop, the stage
 * and the problem it serves, with its dose; and the label claims registered for a pesticide's
 * generic name (Insecticides Act, 1968: the Central Insecticides Board and Registration
 * Committee's "major uses"), within which alone a pesticide may be linked to a crop and a pest.
 *
 * Doses are whole grams or millilitres (src/shared/dose.ts) with the unit the label writes them
 * in and what they are counted against (an acre, a kg of seed, a litre of spray water). A use a
 * vendor sets waits for the admin ('pending'); the storefront shows approved uses only.
 *
 * A shop seeded before this gets the seeded products' uses (seed/seed-uses.ts; a fresh shop gets
 * them from the seed step, which runs after the migrations): the seed rates beyond doubt, at
 * sowing. No label claim is seeded: the admin enters a pesticide's claims from the CIB&RC's list,
 * with that source.
 */

const IIWBR = 'ICAR-Indian Institute of Wheat and Barley Research (IIWBR), Karnal: seed rate 100 kg/ha for timely sown irrigated wheat, https://iiwbr.icar.gov.in/';
const CICR = 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: one 450 g packet of Bt hybrid seed per acre, https://cicr.org.in/';

/** The seeded products' uses; the migration keeps its own copy (migrations do not change). */
const SEEDED_USES: Array<{ product: string; crop: string; stage: string; dose: number; unit: string; source: string }> = [
  { product: 'Premium Wheat Seeds', crop: 'wheat', stage: 'sowing', dose: 40_000, unit: 'kg', source: IIWBR },
  { product: 'Cotton Seeds', crop: 'cotton', stage: 'sowing', dose: 450, unit: 'g', source: CICR },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('label_claims')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // The generic name exactly as products.generic_name holds it ("Imidacloprid 17.8% SL").
    .addColumn('generic_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('crop', 'varchar(40)', (c) => c.notNull())
    .addColumn('problem', 'varchar(60)', (c) => c.notNull())
    // The most the label allows per acre, in whole g or ml of the formulation.
    .addColumn('dose_amount', 'integer', (c) => c.notNull().check(sql`dose_amount > 0`))
    .addColumn('dose_unit', 'varchar(4)', (c) => c.notNull().check(sql`dose_unit in ('g', 'kg', 'ml', 'l')`))
    // Days between the last spray and the harvest (the label's waiting period).
    .addColumn('waiting_days', 'integer', (c) => c.notNull().check(sql`waiting_days >= 0`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addForeignKeyConstraint('label_claims_problem_fk', ['crop', 'problem'], 'crop_problems', ['crop', 'slug'])
    .addUniqueConstraint('label_claims_unique', ['generic_name', 'crop', 'problem'])
    .execute();

  await db.schema
    .createTable('product_uses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('crop', 'varchar(40)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('problem', 'varchar(60)')
    .addColumn('dose_amount', 'integer', (c) => c.notNull().check(sql`dose_amount > 0`))
    .addColumn('dose_unit', 'varchar(4)', (c) => c.notNull().check(sql`dose_unit in ('g', 'kg', 'ml', 'l')`))
    .addColumn('dose_basis', 'varchar(12)', (c) => c.notNull().check(sql`dose_basis in ('acre', 'kg_seed', 'litre_water')`))
    // A pesticide's use names the label claim it stays within; other products' none.
    .addColumn('claim_id', 'varchar(36)', (c) => c.references('label_claims.id'))
    .addColumn('source', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('pending', 'approved')`))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addForeignKeyConstraint('product_uses_stage_fk', ['crop', 'stage'], 'crop_stages', ['crop', 'stage'])
    .addForeignKeyConstraint('product_uses_problem_fk', ['crop', 'problem'], 'crop_problems', ['crop', 'slug'])
    .execute();
  await db.schema.createIndex('product_uses_product').on('product_uses').columns(['product_id', 'position']).execute();
  await db.schema.createIndex('product_uses_crop').on('product_uses').columns(['crop', 'status', 'product_id']).execute();

  // A product page and a crop page show the uses: a change moves the catalogue's version, so the
  // pages kept rendered under it are rendered anew (migration 2026_11_25_100000, page-cache.ts).
  for (const table of ['product_uses', 'label_claims']) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw(`create trigger ${table}_catalogue_version after insert or delete or update on ${table} for each statement execute function catalogue_version_bump()`).execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`create trigger ${table}_version_${event} after ${event} on ${table} begin update catalogue_state set version = version + 1 where id = 1; end`).execute(db);
    }
  }

  const now = new Date().toISOString();
  for (const [position, use] of SEEDED_USES.entries()) {
    const product = await db.selectFrom('products').select('id').where('name', '=', use.product).where('vendor_id', 'is', null).executeTakeFirst();
    if (!product) continue;
    await db
      .insertInto('product_uses')
      .values({ id: crypto.randomUUID(), product_id: product.id, position, crop: use.crop, stage: use.stage, problem: null, dose_amount: use.dose, dose_unit: use.unit, dose_basis: 'acre', claim_id: null, source: use.source, status: 'approved', created_at: now })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_uses').execute();
  await db.schema.dropTable('label_claims').execute();
}
