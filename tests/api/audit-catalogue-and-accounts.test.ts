import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminCrop, AdminCropList } from '../../src/shared/schemas/crops.ts';
import type { AuditFieldChange } from '../../src/shared/schemas/audit-log.ts';
import { STAFF_ROUTE_PERMISSIONS } from '../../src/server/http/staff-permissions.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, freshAddress, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { coupon, createProduct, indiaDay, neemOil, okraSeeds, seedLabel, seeds10 } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The staff write routes of the catalogue, discounts, crops, seeds, photos and accounts: each records its own change. */
const ROUTES = [
  'POST /api/admin/users',
  'PUT /api/admin/users/:id',
  'PATCH /api/admin/users/:id/active',
  'PUT /api/admin/users/:id/group',
  'DELETE /api/admin/users/:id',
  'PUT /api/admin/users/:id/staff-role',
  'POST /api/admin/group-requests/:id/decision',
  'POST /api/admin/products',
  'PUT /api/admin/products/:id',
  'PATCH /api/admin/products/:id',
  'DELETE /api/admin/products/:id',
  'PUT /api/admin/products/:id/kit-parts',
  'PUT /api/admin/products/:id/uses',
  'POST /api/admin/products/:id/uses/approve',
  'POST /api/admin/label-claims',
  'DELETE /api/admin/label-claims/:id',
  'POST /api/admin/product-photos',
  'PUT /api/admin/products/:id/prices',
  'POST /api/admin/coupons',
  'PUT /api/admin/coupons/:id',
  'DELETE /api/admin/coupons/:id',
  'POST /api/admin/offers',
  'PUT /api/admin/offers/:id',
  'DELETE /api/admin/offers/:id',
  'POST /api/admin/products/:id/lots',
  'POST /api/admin/crops',
  'PUT /api/admin/crops/:slug',
  'DELETE /api/admin/crops/:slug',
];

const use = (over: Record<string, unknown> = {}) => ({ crop: 'cotton', stage: 'vegetative', problem: null, doseAmount: 500, doseUnit: 'g', doseBasis: 'acre', ...over });

/**
 * The audit log (docs/product-rules.md 50, docs/decisions/0065) of the catalogue, the discounts,
 * the crop guide and the accounts: each staff write records its own action on its own row, with
 * what changed, in the write's transaction; none is left to the route's generic entry.
 */
describeEachDialect('the audit log of the catalogue, discounts, crops and accounts', (dialect) => {
  let t: TestApp;
  let uploadsDir: string;
  const http = () => api(t.app);
  const staff = {} as Record<'owner' | 'manager', { cookie: string; id: string; email: string }>;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-audit-photos-'));
    t = await createTestApp(dialect, { uploadsDir });
    for (const role of ['owner', 'manager'] as const) {
      const { cookie, email } = await signInAsAdmin(t, `Staff ${role}`);
      const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
      staff[role] = { cookie, id, email };
    }
  });
  afterAll(async () => {
    await t?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** A staff write that must succeed; its answer's JSON. */
  const write = async <T = Record<string, unknown>>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, as: 'owner' | 'manager' = 'manager') => {
    const res = await http().call(method, url, { cookie: staff[as].cookie, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  };
  /** The latest done entry of this action on this row, with its changes parsed. */
  const entry = async (action: string, entityId: string) => {
    const row = await t.db.selectFrom('audit_log').selectAll().where('outcome', '=', 'done').where('action', '=', action).where('entity_id', '=', entityId).orderBy('id', 'desc').executeTakeFirst();
    expect(row, `${action} of ${entityId}`).toBeDefined();
    return { ...row!, changes: row!.changes ? (JSON.parse(row!.changes) as AuditFieldChange[]) : [] };
  };
  const change = (e: { changes: AuditFieldChange[] }, field: string) => e.changes.find((c) => c.field === field);
  const by = (as: 'owner' | 'manager', route: string, entity: string) => ({ actor_id: staff[as].id, actor_label: staff[as].email, actor_role: as, route, entity, outcome: 'done' });

  it('records the accounts: added, edited, deactivated and activated, grouped, given a role, deleted, a business request decided', async () => {
    const made = await write<{ id: string }>('POST', '/api/admin/users', { name: 'Sunita Pawar', email: `sunita.${dialect}@example.in`, password: 'a-long-passphrase-42', type: 'user' });
    const created = await entry('user.create', made.id);
    expect(created).toMatchObject(by('manager', 'POST /api/admin/users', 'user'));
    expect(change(created, 'email')).toEqual({ field: 'email', to: `sunita.${dialect}@example.in` });
    // No password, not even its hash masked: the log never holds it.
    expect(JSON.stringify(created.changes)).not.toMatch(/pass|scrypt/i);

    await write('PUT', `/api/admin/users/${made.id}`, { name: 'Sunita P. Pawar', email: `sunita.${dialect}@example.in`, type: 'user' });
    expect((await entry('user.update', made.id)).changes).toEqual([{ field: 'name', from: 'Sunita Pawar', to: 'Sunita P. Pawar' }]);

    await write('PATCH', `/api/admin/users/${made.id}/active`, { active: false });
    expect(await entry('user.deactivate', made.id)).toMatchObject({ ...by('manager', 'PATCH /api/admin/users/:id/active', 'user'), changes: [{ field: 'is_active', from: 1, to: 0 }] });
    await write('PATCH', `/api/admin/users/${made.id}/active`, { active: true });
    expect((await entry('user.activate', made.id)).changes).toEqual([{ field: 'is_active', from: 0, to: 1 }]);

    await write('PUT', `/api/admin/users/${made.id}/group`, { group: 'dealer' });
    expect(await entry('user.group', made.id)).toMatchObject({ ...by('manager', 'PUT /api/admin/users/:id/group', 'user'), changes: [{ field: 'customer_group', from: 'retail', to: 'dealer' }] });

    const helper = await write<{ id: string }>('POST', '/api/admin/users', { name: 'Crop Helper', email: `helper.${dialect}@example.in`, password: 'a-long-passphrase-42', type: 'admin', staffRole: 'support' }, 'owner');
    expect(change(await entry('user.create', helper.id), 'staff_role')).toEqual({ field: 'staff_role', to: 'support' });
    await write('PUT', `/api/admin/users/${helper.id}/staff-role`, { staffRole: 'agronomist' }, 'owner');
    expect(await entry('user.staff_role', helper.id)).toMatchObject({ ...by('owner', 'PUT /api/admin/users/:id/staff-role', 'user'), changes: [{ field: 'staff_role', from: 'support', to: 'agronomist' }] });

    await write('DELETE', `/api/admin/users/${made.id}`);
    const deleted = await entry('user.delete', made.id);
    expect(deleted).toMatchObject(by('manager', 'DELETE /api/admin/users/:id', 'user'));
    expect(change(deleted, 'name')).toEqual({ field: 'name', from: 'Sunita P. Pawar' });

    const asked = await http().register(customer({ name: 'Tungabhadra FPC' }), { address: freshAddress() });
    const buyerId = asked.json().user.id as string;
    expect((await http().call('POST', '/api/auth/business', { cookie: sessionCookie(asked), body: { group: 'fpo', businessName: 'Tungabhadra FPC' } })).statusCode).toBe(200);
    const { created_at } = await t.db.selectFrom('group_requests').select('created_at').where('user_id', '=', buyerId).executeTakeFirstOrThrow();
    await write('POST', `/api/admin/group-requests/${buyerId}/decision`, { approve: true, requestedAt: created_at });
    expect(await entry('group_request.decide', buyerId)).toMatchObject({
      ...by('manager', 'POST /api/admin/group-requests/:id/decision', 'group_request'),
      changes: [
        { field: 'status', from: 'pending', to: 'approved' },
        { field: 'customer_group', from: 'retail', to: 'fpo' },
      ],
    });
  });

  it("records a product's life: added, its price changed, hidden, deleted; only the fields that changed", async () => {
    const product = await write<{ id: string }>('POST', '/api/admin/products', neemOil());
    const created = await entry('product.create', product.id);
    expect(created).toMatchObject(by('manager', 'POST /api/admin/products', 'product'));
    expect(change(created, 'name')).toEqual({ field: 'name', to: 'Neem Oil Concentrate' });
    // The search columns follow the texts: not logged beside them.
    expect(change(created, 'search_names')).toBeUndefined();

    await write('PUT', `/api/admin/products/${product.id}`, neemOil({ pricePaise: 329_00 }));
    expect(await entry('product.update', product.id)).toMatchObject({ ...by('manager', 'PUT /api/admin/products/:id', 'product'), changes: [{ field: 'price_paise', from: 349_50, to: 329_00 }] });

    await write('PATCH', `/api/admin/products/${product.id}`, { isActive: false });
    expect(await entry('product.hide', product.id)).toMatchObject({ ...by('manager', 'PATCH /api/admin/products/:id', 'product'), changes: [{ field: 'moderation_hidden', from: 0, to: 1 }] });

    expect(await write('DELETE', `/api/admin/products/${product.id}`)).toMatchObject({ outcome: 'deleted' });
    const deleted = await entry('product.delete', product.id);
    expect(deleted).toMatchObject(by('manager', 'DELETE /api/admin/products/:id', 'product'));
    expect(change(deleted, 'price_paise')).toEqual({ field: 'price_paise', from: 329_00 });
  });

  it("records a kit's parts, a product's quantity prices, its uses and their approval, and the label claims", async () => {
    const kit = await createProduct(t.db, { name: 'Audit sowing kit', category: 'equipment', hsn_code: '8432', price_paise: 1000_00, stock: 0 });
    const parts = await Promise.all([600_00, 700_00].map((price, i) => createProduct(t.db, { name: `Audit kit part ${i}`, category: 'equipment', hsn_code: '8432', price_paise: price, stock: 10 })));
    const set = parts.map((p) => ({ productId: p.id!, quantity: 1 }));
    await write('PUT', `/api/admin/products/${kit.id}/kit-parts`, { parts: set });
    expect(await entry('product.kit_parts', kit.id!)).toMatchObject({ ...by('manager', 'PUT /api/admin/products/:id/kit-parts', 'product'), changes: [{ field: 'parts', from: [], to: set }] });

    // A kit's part cannot be deleted, only hidden: logged as the hiding it was, under the delete's route.
    expect(await write('DELETE', `/api/admin/products/${parts[1]!.id}`)).toMatchObject({ outcome: 'hidden' });
    expect(await entry('product.hide', parts[1]!.id!)).toMatchObject({ ...by('manager', 'DELETE /api/admin/products/:id', 'product'), changes: [{ field: 'moderation_hidden', from: 0, to: 1 }] });

    const first = [{ group: 'fpo', minQuantity: 1, pricePaise: 900_00 }];
    await write('PUT', `/api/admin/products/${kit.id}/prices`, { rows: first });
    await write('PUT', `/api/admin/products/${kit.id}/prices`, { rows: [{ ...first[0], pricePaise: 850_00 }] });
    expect(await entry('product.prices', kit.id!)).toMatchObject({
      ...by('manager', 'PUT /api/admin/products/:id/prices', 'product'),
      changes: [{ field: 'rows', from: first, to: [{ group: 'fpo', minQuantity: 1, pricePaise: 850_00 }] }],
    });

    const fertiliser = await createProduct(t.db, { category: 'fertilizers', hsn_code: '3105', pack_size: 1, pack_unit: 'kg' });
    await write('PUT', `/api/admin/products/${fertiliser.id}/uses`, { uses: [use()] });
    const used = await entry('product.uses', fertiliser.id!);
    expect(used).toMatchObject(by('manager', 'PUT /api/admin/products/:id/uses', 'product'));
    expect(used.changes).toEqual([{ field: 'uses', from: [], to: [{ crop: 'cotton', stage: 'vegetative', problem: null, dose_amount: 500, dose_unit: 'g', dose_basis: 'acre', source: null, status: 'approved' }] }]);
    // As if its vendor had set them: waiting for the approval.
    await t.db.updateTable('product_uses').set({ status: 'pending' }).where('product_id', '=', fertiliser.id!).execute();
    await write('POST', `/api/admin/products/${fertiliser.id}/uses/approve`);
    const approved = await entry('product.uses_approve', fertiliser.id!);
    expect(approved).toMatchObject(by('manager', 'POST /api/admin/products/:id/uses/approve', 'product'));
    expect(approved.changes[0]).toMatchObject({ field: 'uses', from: [{ status: 'pending' }], to: [{ status: 'approved' }] });

    const claim = await write<{ id: string }>('POST', '/api/admin/label-claims', { genericName: 'Audit-cloprid 17.8% SL', crop: 'cotton', problem: 'jassid', doseAmount: 50, doseUnit: 'ml', waitingDays: 40, source: 'CIB&RC (test copy)' });
    const claimed = await entry('label_claim.create', claim.id);
    expect(claimed).toMatchObject(by('manager', 'POST /api/admin/label-claims', 'label_claim'));
    expect(change(claimed, 'generic_name')).toEqual({ field: 'generic_name', to: 'Audit-cloprid 17.8% SL' });
    await write('DELETE', `/api/admin/label-claims/${claim.id}`);
    const unclaimed = await entry('label_claim.delete', claim.id);
    expect(unclaimed).toMatchObject(by('manager', 'DELETE /api/admin/label-claims/:id', 'label_claim'));
    expect(change(unclaimed, 'waiting_days')).toEqual({ field: 'waiting_days', from: 40 });
  });

  it("records a seed's lots, from its product form and from the lots endpoint, and a photo uploaded", async () => {
    const seeds = await write<{ id: string }>('POST', '/api/admin/products', okraSeeds());
    const lots = () => t.db.selectFrom('seed_lots').select(['id', 'lot_number']).where('product_id', '=', seeds.id).orderBy('lot_number').execute();
    const [first] = await lots();
    expect(change(await entry('seed_lot.create', first!.id), 'lot_number')).toEqual({ field: 'lot_number', to: 'LOT-1' });

    await write('POST', `/api/admin/products/${seeds.id}/lots`, { lotNumber: 'LOT-2', testedOn: indiaDay(-1), germinationPct: 85, purityPct: 99, validUntil: indiaDay(100), stock: 10 });
    const second = (await lots()).find((l) => l.lot_number === 'LOT-2')!;
    const lot = await entry('seed_lot.create', second.id);
    expect(lot).toMatchObject(by('manager', 'POST /api/admin/products/:id/lots', 'seed_lot'));
    expect(lot.changes).toEqual(expect.arrayContaining([{ field: 'product_id', to: seeds.id }, { field: 'stock', to: 10 }, { field: 'created_by', to: staff.manager.id }]));

    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e7d32' } }).jpeg().toBuffer();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/product-photos', remoteAddress: freshAddress(), headers: { cookie: staff.manager.cookie, 'content-type': 'image/jpeg' }, payload: jpeg });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<{ id: string; imageUrl: string }>();
    const uploaded = await entry('product_photo.upload', photo.id);
    expect(uploaded).toMatchObject(by('manager', 'POST /api/admin/product-photos', 'product_photo'));
    expect(uploaded.changes).toEqual(expect.arrayContaining([{ field: 'uploaded_by', to: staff.manager.id }, { field: 'image_url', to: photo.imageUrl }]));
  });

  it('records coupons and offers added, changed and removed', async () => {
    const made = await write<{ id: string }>('POST', '/api/admin/coupons', coupon());
    const created = await entry('coupon.create', made.id);
    expect(created).toMatchObject(by('manager', 'POST /api/admin/coupons', 'coupon'));
    expect(change(created, 'code')).toEqual({ field: 'code', to: 'KHARIF10' });
    await write('PUT', `/api/admin/coupons/${made.id}`, coupon({ percentBp: 1500 }));
    expect(await entry('coupon.update', made.id)).toMatchObject({ ...by('manager', 'PUT /api/admin/coupons/:id', 'coupon'), changes: [{ field: 'percent_bp', from: 1000, to: 1500 }] });
    await write('DELETE', `/api/admin/coupons/${made.id}`);
    const removed = await entry('coupon.delete', made.id);
    expect(removed).toMatchObject(by('manager', 'DELETE /api/admin/coupons/:id', 'coupon'));
    expect(change(removed, 'percent_bp')).toEqual({ field: 'percent_bp', from: 1500 });

    const offer = await write<{ id: string }>('POST', '/api/admin/offers', seeds10());
    expect(change(await entry('offer.create', offer.id), 'name')).toEqual({ field: 'name', to: 'Kharif seeds 10% off' });
    await write('PUT', `/api/admin/offers/${offer.id}`, seeds10({ active: false }));
    expect(await entry('offer.update', offer.id)).toMatchObject({ ...by('manager', 'PUT /api/admin/offers/:id', 'offer'), changes: [{ field: 'active', from: 1, to: 0 }] });
    await write('DELETE', `/api/admin/offers/${offer.id}`);
    expect(change(await entry('offer.delete', offer.id), 'targets')).toEqual({ field: 'targets', from: '["seeds"]' });
  });

  it('records a crop added, renamed (that field alone) and removed', async () => {
    const { items } = (await http().call('GET', '/api/admin/crops', { cookie: staff.manager.cookie })).json<AdminCropList>();
    const { slug: _slug, ...cotton } = items.find((c) => c.slug === 'cotton')!;
    const content = { ...cotton, problems: cotton.problems.map((p) => ({ ...p, image: p.image.replace('/images/problems/', '') })) };
    await write('POST', '/api/admin/crops', { ...content, slug: 'audit-cotton', name: { en: 'Desi cotton', hi: 'देसी कपास', mr: 'देशी कापूस' } });
    const created = await entry('crop.create', 'audit-cotton');
    expect(created).toMatchObject(by('manager', 'POST /api/admin/crops', 'crop'));
    expect(change(created, 'name')).toEqual({ field: 'name', to: { en: 'Desi cotton', hi: 'देसी कपास', mr: 'देशी कापूस' } });

    await write('PUT', '/api/admin/crops/audit-cotton', { ...content, name: { en: 'Desi cotton (old)', hi: 'देसी कपास', mr: 'देशी कापूस' } });
    expect(await entry('crop.update', 'audit-cotton')).toMatchObject({
      ...by('manager', 'PUT /api/admin/crops/:slug', 'crop'),
      changes: [{ field: 'name', from: { en: 'Desi cotton', hi: 'देसी कपास', mr: 'देशी कापूस' }, to: { en: 'Desi cotton (old)', hi: 'देसी कपास', mr: 'देशी कापूस' } }],
    });

    await write('DELETE', '/api/admin/crops/audit-cotton');
    const removed = await entry('crop.delete', 'audit-cotton');
    expect(removed).toMatchObject(by('manager', 'DELETE /api/admin/crops/:slug', 'crop'));
    expect((change(removed, 'problems')?.from as AdminCrop['problems']).length).toBe(cotton.problems.length);
  });

  it('logs a product update refused inside its transaction as refused only: its recorded change rolled back with it', async () => {
    const seeds = await write<{ id: string }>('POST', '/api/admin/products', okraSeeds({ name: 'Okra Seeds (refused edit)' }));
    // The product form's lot is LOT-1 again, with other particulars: refused after the product's row was written and its change recorded.
    const label = seedLabel(40, { lot: { ...seedLabel(40).lot, germinationPct: 90 } });
    const res = await http().call('PUT', `/api/admin/products/${seeds.id}`, { cookie: staff.manager.cookie, body: okraSeeds({ name: 'Okra Seeds renamed', seedLabel: label }) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('lot_exists');
    expect((await t.db.selectFrom('products').select('name').where('id', '=', seeds.id).executeTakeFirstOrThrow()).name).toBe('Okra Seeds (refused edit)');
    const entries = await t.db.selectFrom('audit_log').selectAll().where('route', '=', 'PUT /api/admin/products/:id').where((eb) => eb.or([eb('entity_id', '=', seeds.id), eb('outcome', '=', 'refused')])).execute();
    expect(entries.map((e) => [e.outcome, e.action])).toEqual([['refused', 'lot_exists']]);
    expect(entries[0]).toMatchObject({ actor_id: staff.manager.id, entity_id: seeds.id });
  });

  it('leaves no route of these to the generic entry: every one recorded its own action', async () => {
    for (const route of ROUTES) expect(STAFF_ROUTE_PERMISSIONS[route], route).toBeDefined();
    const rows = await t.db.selectFrom('audit_log').select(['route', 'action', 'entity', 'entity_id']).where('outcome', '=', 'done').execute();
    expect([...new Set(rows.map((r) => r.route))].sort()).toEqual([...ROUTES].sort());
    // The fallback's action is its route ("PUT /api/admin/..."), with no entity.
    expect(rows.filter((r) => r.action.includes('/api/') || r.entity === null)).toEqual([]);
    for (const r of rows) expect(r.action, r.route).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
