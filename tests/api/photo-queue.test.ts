// Photos cannot starve checkout (docs/decisions/0028): uploaded photos are decoded one at a time
// through a bounded line, so they never hold every thread of libuv's pool, which the SQLite WAL's
// fsync (and so every confirmed order) also needs; a photo over the pixel limit is refused before
// any pixel is decoded, and a full line answers 503. The line is watched where an operator sees
// it: /metrics.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { hugeSixteenBitPng } from '../support/huge-png.ts';
import { PHOTOS_WAITING } from '../../src/server/modules/media/photo-queue.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, freshAddress, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

/** A 16-bit PNG of one colour: a few hundred KB on the wire, `width` x `height` pixels of 6 bytes to decode (the kind of file). */
const sixteenBitPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } }).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();

/** One series of the Prometheus text, by name (no labels); undefined when absent. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describeEachDialect('photos and checkout', (dialect) => {
  let t: StoppableTestApp;
  let uploadsDir: string;
  let buyer: string;
  let productId: string;
  /** One admin uploads everything here: 19 photos, within the 20 a minute an account may send. */
  let admin: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-photo-queue-'));
    t = await createTestApp(dialect, { uploadsDir, seed: false });
    buyer = sessionCookie(await api(t.app).register(customer()));
    admin = (await signInAsAdmin(t)).cookie;
    productId = (await createProduct(t.db, { category: 'tools', hsn_code: '8201', stock: 10_000 })).id;
  });
  afterAll(async () => {
    await t?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const upload = (cookie: string, bytes: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/admin/product-photos', remoteAddress: freshAddress(), headers: { 'content-type': 'image/png', cookie }, payload: bytes });
  const cashOrder = (n: number) =>
    api(t.app).call('POST', '/api/store/orders', {
      cookie: buyer,
      headers: { 'idempotency-key': `photo-queue-${dialect}-${n}` },
      body: { items: [{ productId, quantity: 1 }], shipping, paymentMethod: 'cod' },
    });
  const photoMetrics = async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return { processing: sample(text, 'hariyali_photos_processing'), waiting: sample(text, 'hariyali_photos_waiting') };
  };

  it('decodes four large 16-bit PNGs uploaded at once one at a time, while cash orders are placed', async () => {
    const png = await sixteenBitPng(2000, 1500);
    let uploading = true;
    const uploads = Promise.all(Array.from({ length: 4 }, () => upload(admin, png))).finally(() => (uploading = false));
    const seen: Array<{ processing?: number; waiting?: number }> = [];
    const orders: number[] = [];
    while (uploading) {
      seen.push(await photoMetrics());
      orders.push((await cashOrder(orders.length)).statusCode);
    }
    const answers = await uploads;
    expect(answers.map((r) => r.statusCode), answers.map((r) => r.body).join('\n')).toEqual([201, 201, 201, 201]);
    // Never two photos decoded at once; and the four were in the line together (some waited).
    expect(Math.max(...seen.map((s) => s.processing ?? NaN))).toBe(1);
    expect(Math.max(...seen.map((s) => s.waiting ?? NaN))).toBeGreaterThanOrEqual(1);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((status) => status === 201), orders.join(', ')).toBe(true);
    expect(await photoMetrics()).toEqual({ processing: 0, waiting: 0 });
  });

  it('refuses a 16-bit PNG over 24 megapixels at once, naming the limit', async () => {
    // The photo: 7000 x 7000, 49 megapixels of 6 bytes, 1.3 MB on the wire.
    const huge = hugeSixteenBitPng(7000, 7000);
    expect(await sharp(huge).metadata()).toMatchObject({ format: 'png', width: 7000, height: 7000, depth: 'ushort' });
    const res = await upload(admin, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { photo: expect.stringMatching(/too large: at most 24 megapixels/) } });
  });

  it('answers 503 photos_busy when the line is full, and takes the rest', async () => {
    const png = await sixteenBitPng(2000, 1500);
    // Four more than the line holds: on a loaded machine the first photo may be decoded before the
    // last upload arrives, which then finds a place; four photos done that soon is beyond any runner.
    const answers = await Promise.all(Array.from({ length: 1 + PHOTOS_WAITING + 4 }, () => upload(admin, png)));
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((r) => r.statusCode !== 503).map((r) => r.statusCode)).toEqual(Array.from({ length: answers.length - busy.length }, () => 201));
    // None refused before the line was full: the one decoded and the eight waiting at least.
    expect(answers.length - busy.length).toBeGreaterThanOrEqual(1 + PHOTOS_WAITING);
    expect(busy.every((r) => r.json().error.code === 'photos_busy')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(new RegExp(`^hariyali_photos_refused_busy_total ${busy.length}$`, 'm'));
  });
});

describeEachDialect('a photo upload and the event loop', (dialect) => {
  let t: StoppableTestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-photo-bytes-'));
    t = await createTestApp(dialect, { uploadsDir, seed: false });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('never walks the photo\'s bytes one by one in the NUL check (it held the event loop for seconds)', async () => {
    const admin = (await signInAsAdmin(t)).cookie;
    const photo = await sixteenBitPng(640, 480);
    const entries = vi.spyOn(Object, 'entries');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/product-photos', remoteAddress: freshAddress(), headers: { 'content-type': 'image/png', cookie: admin }, payload: photo });
    expect(res.statusCode, res.body).toBe(201);
    expect(entries.mock.calls.filter(([value]) => ArrayBuffer.isView(value))).toEqual([]);
    entries.mockRestore();
  });
});
