import type { Kysely } from 'kysely';

/**
 * A seed's treatment line in Hindi and Marathi (docs/product-rules.md 26, 28; as the product's
 * other language fields, docs/decisions/0023): null shows the English. The seeded products get
 * theirs, and the seeded wheat's features say the germination its label gives (88%) instead of
 * "above 90%". Only rows still holding the seeded English text change: an owner's edit stays.
 */
const TREATMENTS: Record<string, [string, string]> = {
  'Carboxin 37.5% + Thiram 37.5% WS, 2 g per kg': ['कार्बोक्सिन 37.5% + थिरम 37.5% WS, 2 ग्राम प्रति किलो बीज', 'कार्बोक्सिन 37.5% + थायरम 37.5% WS, 2 ग्रॅम प्रति किलो बियाणे'],
  'Thiram 75% WS, 3 g per kg': ['थिरम 75% WS, 3 ग्राम प्रति किलो बीज', 'थायरम 75% WS, 3 ग्रॅम प्रति किलो बियाणे'],
  'Metalaxyl 35% WS, 6 g per kg': ['मेटालेक्सिल 35% WS, 6 ग्राम प्रति किलो बीज', 'मेटॅलॅक्सिल 35% WS, 6 ग्रॅम प्रति किलो बियाणे'],
  'Thiram + Carbendazim (2:1), 3 g per kg': ['थिरम + कार्बेन्डाजिम (2:1), 3 ग्राम प्रति किलो बीज', 'थायरम + कार्बेन्डाझिम (2:1), 3 ग्रॅम प्रति किलो बियाणे'],
  'Imidacloprid 70% WS, 7 g per kg': ['इमिडाक्लोप्रिड 70% WS, 7 ग्राम प्रति किलो बीज', 'इमिडाक्लोप्रिड 70% WS, 7 ग्रॅम प्रति किलो बियाणे'],
};

/** The seeded wheat's germination claim, in each language, and what replaces it. */
const GERMINATION: Array<{ column: 'features' | 'features_hi' | 'features_mr'; from: string; to: string }> = [
  { column: 'features', from: 'High germination rate (above 90%)', to: 'Germination 88% (as on the seed label)' },
  { column: 'features_hi', from: 'अच्छा अंकुरण (90% से ज्यादा)', to: 'अंकुरण 88% (बीज के लेबल के अनुसार)' },
  { column: 'features_mr', from: 'उत्तम उगवण क्षमता (90% पेक्षा जास्त)', to: 'उगवण 88% (बियाण्याच्या लेबलनुसार)' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('seed_treatment_hi', 'varchar(200)').execute();
  await db.schema.alterTable('products').addColumn('seed_treatment_mr', 'varchar(200)').execute();
  for (const [en, [hi, mr]] of Object.entries(TREATMENTS)) {
    await db.updateTable('products').set({ seed_treatment_hi: hi, seed_treatment_mr: mr }).where('seed_treatment', '=', en).execute();
  }
  const wheat = await db.selectFrom('products').select(['id', 'features', 'features_hi', 'features_mr']).where('name', '=', 'Premium Wheat Seeds').execute();
  for (const row of wheat) {
    const change: Record<string, string> = {};
    for (const { column, from, to } of GERMINATION) {
      const text = row[column] as string | null;
      if (!text) continue;
      const list = JSON.parse(text) as unknown;
      if (Array.isArray(list) && list.includes(from)) change[column] = JSON.stringify(list.map((f) => (f === from ? to : f)));
    }
    if (Object.keys(change).length > 0) await db.updateTable('products').set(change).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('seed_treatment_mr').execute();
  await db.schema.alterTable('products').dropColumn('seed_treatment_hi').execute();
}
