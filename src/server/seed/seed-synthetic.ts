import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { CategorySlug } from '#shared/catalog';
import type { Database, NewProductRow, NewProductUseRow } from '#server/db/schema';
import { searchTermsOf, translatedColumnsOf, type NameInLanguages } from '#server/modules/catalog';
import { PRODUCT_IMAGE_BASE } from './seed-catalog.ts';
import { indianDate } from '#shared/india';
import { seededLabelColumns, seededLot } from './seed-labels.ts';

const BRANDS = ['Kisan', 'Hariyali', 'Annapurna', 'Bharat', 'Dharti', 'Sona', 'Gramin', 'Krishi', 'Shakti', 'Ujjwal', 'Jai', 'Navbharat'];
const QUALITIES = ['Gold', 'Select', 'Plus', 'Pro', 'Classic', 'Super', 'Prime', 'Elite', 'Max', 'Green'];
// Each kind's name in Hindi and Marathi too: the search index holds every language (docs/decisions/0023).
const KINDS: Array<{ category: CategorySlug; noun: string; hi: string; mr: string; hsn: string; image: string; min: number; max: number }> = [
  { category: 'seeds', noun: 'Wheat Seeds', hi: 'गेहूं के बीज', mr: 'गव्हाचे बियाणे', hsn: '1001', image: 'wheat-seeds.svg', min: 300, max: 3000 },
  { category: 'seeds', noun: 'Paddy Seeds', hi: 'धान के बीज', mr: 'भाताचे बियाणे', hsn: '1006', image: 'rice-seeds.svg', min: 300, max: 3000 },
  { category: 'seeds', noun: 'Maize Seeds', hi: 'मक्का के बीज', mr: 'मक्याचे बियाणे', hsn: '1005', image: 'corn-seeds.svg', min: 300, max: 2500 },
  { category: 'seeds', noun: 'Mustard Seeds', hi: 'सरसों के बीज', mr: 'मोहरीचे बियाणे', hsn: '1207', image: 'sunflower-seeds.svg', min: 200, max: 1500 },
  { category: 'seeds', noun: 'Tomato Seeds', hi: 'टमाटर के बीज', mr: 'टोमॅटोचे बियाणे', hsn: '1209', image: 'vegetable-seeds.svg', min: 50, max: 900 },
  { category: 'seeds', noun: 'Chilli Seeds', hi: 'मिर्च के बीज', mr: 'मिरचीचे बियाणे', hsn: '1209', image: 'vegetable-seeds.svg', min: 50, max: 900 },
  { category: 'equipment', noun: 'Power Tiller', hi: 'पावर टिलर', mr: 'पॉवर टिलर', hsn: '8432', image: 'tractor.svg', min: 60000, max: 250000 },
  { category: 'equipment', noun: 'Knapsack Sprayer', hi: 'पीठ पर टांगने वाला स्प्रेयर', mr: 'पाठीवरचा फवारणी पंप', hsn: '8424', image: 'sprinkler.svg', min: 1500, max: 9000 },
  { category: 'equipment', noun: 'Drip Irrigation Kit', hi: 'ड्रिप सिंचाई किट', mr: 'ठिबक सिंचन संच', hsn: '8424', image: 'sprinkler.svg', min: 5000, max: 60000 },
  { category: 'equipment', noun: 'Rotavator', hi: 'रोटावेटर', mr: 'रोटाव्हेटर', hsn: '8432', image: 'plough.svg', min: 50000, max: 150000 },
  { category: 'fertilizers', noun: 'Organic Compost', hi: 'जैविक खाद', mr: 'सेंद्रिय खत', hsn: '3105', image: 'soil-testing-kit.svg', min: 200, max: 2000 },
  { category: 'tools', noun: 'Hand Weeder', hi: 'हाथ से निराई का औज़ार', mr: 'हाताने खुरपणीचे अवजार', hsn: '8201', image: 'plough.svg', min: 150, max: 1200 },
];
/** An organic manure's generic name, by the product's number (not drawn: the catalogue stays the one the figures were measured on). */
const MANURES = ['Vermicompost', 'Farmyard manure', 'Neem cake', 'Bone meal', 'Press mud compost', 'City compost'];
const PLACES = ['Punjab', 'Marathwada', 'Vidarbha', 'Malwa', 'Konkan', 'Doab', 'Terai', 'Deccan', 'Bundelkhand', 'Saurashtra'];

/** A deterministic pseudo-random sequence, so two runs make the same catalogue. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticProduct(n: number, rand: () => number, at: string): NewProductRow {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const kind = pick(KINDS);
  const brand = pick(BRANDS);
  const name = `${brand} ${pick(QUALITIES)} ${kind.noun} ${n}`;
  const rupees = Math.round(kind.min + rand() * (kind.max - kind.min));
  const place = pick(PLACES);
  const translations = {
    hi: { name: `${kind.hi} ${n}`, description: `${kind.hi}: बड़े कैटलॉग की जाँच के लिए बनाया गया सामान, ${place} के खेतों के लिए।`, features: [] },
    mr: { name: `${kind.mr} ${n}`, description: `${kind.mr}: मोठ्या कॅटलॉगच्या चाचणीसाठी बनवलेले उत्पादन, ${place} मधील शेतांसाठी.`, features: [] },
  };
  return {
    id: randomUUID(),
    name,
    description: `${name}: a synthetic catalogue entry for scale tests, suited to farms in ${place}.`,
    ...translatedColumnsOf(name, translations),
    price_paise: rupees * 100,
    category: kind.category,
    hsn_code: kind.hsn,
    image_url: PRODUCT_IMAGE_BASE + kind.image,
    features: JSON.stringify([`Lot ${n}`, `Recommended for ${pick(PLACES)}`]),
    // A seed is on sale only with its label and a valid lot (docs/product-rules.md 28): the lot is written beside it.
    ...(kind.category === 'seeds'
      ? seededLabelColumns({ crop: kind.noun.replace(/ Seeds$/, ''), variety: `${place} Select ${n}`, netQuantity: 1, netUnit: 'kg', treatment: null, germinationPct: 85, lotPrefix: 'SYN' })
      : {}),
    stock: Math.floor(rand() * 200),
    // The brand and generic name filters (docs/decisions/0055).
    brand,
    generic_name: kind.category === 'fertilizers' ? MANURES[n % MANURES.length]! : null,
    created_at: at,
    updated_at: at,
  };
}

/** Crops the seed kinds are sown for. */
const SOWN: Record<string, string> = { 'Wheat Seeds': 'wheat', 'Paddy Seeds': 'paddy', 'Maize Seeds': 'maize', 'Tomato Seeds': 'tomato' };

/**
 * A synthetic product's uses, approved, for the crop and problem filters (docs/decisions/0055):
 * seeds for their crop; manure for wheat or cotton (every third also against cotton's jassid);
 * every other sprayer against cotton's whitefly. By the product's number, not drawn.
 */
export function syntheticUses(product: NewProductRow, n: number): NewProductUseRow[] {
  const use = (position: number, crop: string, stage: 'sowing' | 'vegetative', problem: string | null): NewProductUseRow => ({
    id: randomUUID(), product_id: product.id, position, crop, stage, problem, dose_amount: 1000, dose_unit: 'kg', dose_basis: 'acre', claim_id: null, source: 'Synthetic bench catalogue', status: 'approved', created_at: product.created_at,
  });
  const noun = product.name.replace(/^\S+ \S+ /, '').replace(/ \d+$/, '');
  if (SOWN[noun]) return [use(0, SOWN[noun], 'sowing', null)];
  if (product.category === 'fertilizers') return [use(0, n % 2 ? 'wheat' : 'cotton', 'vegetative', null), ...(n % 3 === 0 ? [use(1, 'cotton', 'vegetative', 'jassid')] : [])];
  if (noun === 'Knapsack Sprayer' && n % 2 === 0) return [use(0, 'cotton', 'vegetative', 'whitefly-leaf-curl')];
  return [];
}

/** Adds `count` synthetic products in batched inserts, one transaction per batch. */
export async function seedSyntheticProducts(
  db: Kysely<Database>,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const rand = mulberry32(count);
  const at = new Date().toISOString();
  // The uses' crops' and problems' names, written as the app writes them (search-terms.ts), so the
  // server's start finds them up to date rather than writing tens of thousands of rows.
  const names = new Map<string, NameInLanguages>();
  for (const c of await db.selectFrom('crops').select(['slug', 'name_en', 'name_hi', 'name_mr']).execute()) names.set(c.slug, { en: c.name_en, hi: c.name_hi, mr: c.name_mr });
  for (const p of await db.selectFrom('crop_problems').select(['crop', 'slug', 'name_en', 'name_hi', 'name_mr']).execute()) names.set(`${p.crop}.${p.slug}`, { en: p.name_en, hi: p.name_hi, mr: p.name_mr });
  const termsOf = (uses: NewProductUseRow[]) => searchTermsOf(uses.flatMap((u) => [names.get(u.crop)!, ...(u.problem ? [names.get(`${u.crop}.${u.problem}`)!] : [])]));
  const today = indianDate();
  const batch = 500;
  for (let done = 0; done < count; done += batch) {
    const rows: NewProductRow[] = [];
    const uses: NewProductUseRow[] = [];
    for (let i = done; i < Math.min(count, done + batch); i++) {
      const product = syntheticProduct(i + 1, rand, at);
      const own = syntheticUses(product, i + 1);
      rows.push({ ...product, search_terms: termsOf(own) });
      uses.push(...own);
    }
    const lots = rows.flatMap((r) => (r.category === 'seeds' ? [{ ...seededLot(r.id, { lotPrefix: 'SYN', germinationPct: 85 }, r.stock, today, at), lot_number: `SYN-${r.id.slice(0, 8)}` }] : []));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values(rows).execute();
      if (lots.length) await trx.insertInto('seed_lots').values(lots).execute();
      if (uses.length) await trx.insertInto('product_uses').values(uses).execute();
    });
    onProgress?.(Math.min(count, done + batch));
  }
  // Fresh planner statistics (and, on PostgreSQL, the visibility map that index-only counts
  // need); without them both databases plan the catalogue queries as if the table were tiny.
  if (dialectOf(db) === 'postgres') {
    await sql`vacuum analyze products`.execute(db);
    await sql`vacuum analyze product_uses`.execute(db);
  }
  else await sql`analyze`.execute(db);
}
