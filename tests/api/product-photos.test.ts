import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPhotoUploaded } from '../../src/shared/schemas/product-photos.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, freshAddress, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const MB = 1024 * 1024;
const NOT_A_PHOTO = 'This is not a JPEG, PNG or WebP photo';
const TOO_LARGE = 'The photo is larger than 5 MB';
const EMPTY = 'The file is empty';
const NOT_YOURS = 'Please upload this photo yourself: a listing can show only photos uploaded from its own account';

/** A 4:3 photo, its left half red and its right half blue, as a phone's JPEG with a GPS position and a camera name. */
async function phoneJpeg(orientation?: number): Promise<Buffer> {
  const half = (r: number, b: number) => sharp({ create: { width: 600, height: 900, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  const image = sharp({ create: { width: 1200, height: 900, channels: 3, background: '#000' } }).composite([
    { input: await half(220, 0), left: 0, top: 0 },
    { input: await half(0, 220), left: 600, top: 0 },
  ]);
  const jpeg = await image
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Kisan 5G' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 1200/100' } })
    .toBuffer();
  return orientation ? sharp(jpeg).keepExif().withMetadata({ orientation }).jpeg().toBuffer() : jpeg;
}

/** Whether EXIF holds a GPS block: its pointer tag 0x8825 (little-endian, as sharp writes). */
const hasGpsPointer = (exif: Buffer | undefined) => Boolean(exif && exif.includes(Buffer.from([0x25, 0x88])));

describeEachDialect('product photos', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let uploadsDir: string;
  let admin: string;
  let vendorA: string;
  let vendorB: string;
  let pendingVendor: string;
  let buyer: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-photos-'));
    t = await createTestApp(dialect, { uploadsDir });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    const approvedVendor = async (businessName: string) => {
      const res = await http.register(vendor({ businessName }));
      expect(res.statusCode, res.body).toBe(201);
      const approved = await http.call('POST', `/api/admin/vendors/${res.json().user.id}/approve`, { cookie: admin });
      expect(approved.statusCode, approved.body).toBe(200);
      return sessionCookie(res);
    };
    vendorA = await approvedVendor('Shirur Seeds');
    vendorB = await approvedVendor('Akola Agro');
    pendingVendor = sessionCookie(await http.register(vendor({ businessName: 'Waiting Traders' })));
    buyer = sessionCookie(await http.register(customer()));
  });
  afterAll(async () => {
    await t?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** Sends bytes as a browser's upload does, with whatever type and name the client claims. */
  const upload = (cookie: string | undefined, payload: Buffer | Readable, { audience = 'admin', type = 'image/jpeg' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${audience}/product-photos`,
      remoteAddress: freshAddress(),
      headers: { 'content-type': type, 'x-file-name': 'photo.jpg', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const uploaded = async (cookie: string, bytes: Buffer, audience = 'admin') => {
    const res = await upload(cookie, bytes, { audience });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ProductPhotoUploaded>();
  };
  const storedFiles = () => fs.readdirSync(path.join(uploadsDir, 'products'));

  describe('refuses what is not a photo, by its content', () => {
    it('refuses a PHP script named .jpg and sent as image/jpeg', async () => {
      const res = await upload(admin, Buffer.from('<?php system($_GET["c"]); ?>\n'));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ photo: NOT_A_PHOTO });
    });

    it('refuses an SVG with a script, named .jpg', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300" fill="green"/></svg>';
      const res = await upload(admin, Buffer.from(svg), { type: 'application/octet-stream' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ photo: NOT_A_PHOTO });
    });

    it('refuses a file that starts like a JPEG but is not one (damaged or cut short)', async () => {
      const cut = (await phoneJpeg()).subarray(0, 400);
      const res = await upload(admin, cut);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.photo).toMatch(/damaged or cut short/);
    });

    it('refuses a GIF even when it claims to be a PNG', async () => {
      const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } }).gif().toBuffer();
      const res = await upload(admin, gif, { type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ photo: NOT_A_PHOTO });
    });

    it('refuses a small file that unpacks to more than 24 megapixels (a decompression bomb)', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(MB);
      const res = await upload(admin, bomb, { type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.photo).toMatch(/too large: at most 24 megapixels/);
    });

    it('refuses a zero-byte file', async () => {
      const res = await upload(admin, Buffer.alloc(0));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ photo: EMPTY });
    });

    it('refuses a 20 MB file by its declared length, with a clear message', async () => {
      const big = Buffer.alloc(20 * MB, 0xff);
      const res = await upload(admin, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: TOO_LARGE, fields: { photo: TOO_LARGE } });
    });

    it('refuses a 20 MB upload without a length once 5 MB have passed, keeping none of it', async () => {
      let pulled = 0;
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      const stream = new Readable({
        read() {
          pulled += chunk.length;
          this.push(pulled > 20 * MB ? null : chunk);
        },
      });
      const res = await upload(admin, stream);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.fields).toEqual({ photo: TOO_LARGE });
      // The bytes past the limit are drained unread, never held: nothing of it was stored.
      expect(fs.existsSync(path.join(uploadsDir, 'products')) ? storedFiles() : []).toEqual([]);
    });

    it('stored nothing for any refused upload', () => {
      expect(fs.existsSync(path.join(uploadsDir, 'products')) ? storedFiles() : []).toEqual([]);
    });
  });

  describe('who may upload', () => {
    it('refuses a visitor (401), a customer and a vendor not yet approved (403)', async () => {
      const photo = await phoneJpeg();
      expect((await upload(undefined, photo)).statusCode).toBe(401);
      expect((await upload(undefined, photo, { audience: 'vendor' })).statusCode).toBe(401);
      expect((await upload(buyer, photo)).statusCode).toBe(403);
      expect((await upload(buyer, photo, { audience: 'vendor' })).statusCode).toBe(403);
      expect((await upload(vendorA, photo)).statusCode).toBe(403);
      const pending = await upload(pendingVendor, photo, { audience: 'vendor' });
      expect(pending.statusCode).toBe(403);
      expect(pending.json().error).toMatchObject({ code: 'vendor_not_approved', fields: { photo: 'Your vendor account must be approved before you can upload photos' } });
    });

    it('refuses an upload another site triggers (CSRF)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/product-photos',
        headers: { cookie: admin, 'content-type': 'image/jpeg', 'sec-fetch-site': 'cross-site' },
        payload: await phoneJpeg(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('cross_site_request');
    });
  });

  describe('the versions it makes', () => {
    it('makes 400 and 800 wide 4:3 WebP versions with no EXIF, GPS or other metadata', async () => {
      const original = await phoneJpeg();
      const before = await sharp(original).metadata();
      expect(hasGpsPointer(before.exif), 'the test photo carries a GPS position').toBe(true);

      const photo = await uploaded(admin, original);
      expect(photo.imageUrl).toBe(`/media/products/${photo.id}-800.webp`);
      expect(photo.id).toMatch(/^[0-9a-f]{32}$/);
      expect(photo.widths).toEqual([400, 800]);
      for (const width of [400, 800]) {
        const file = path.join(uploadsDir, 'products', `${photo.id}-${width}.webp`);
        const bytes = fs.readFileSync(file);
        const meta = await sharp(bytes).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        // Not even as stray text: no EXIF block, no camera name.
        expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
        expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      }
      // Only the server's names: no trace of the client's file name.
      expect(storedFiles().sort()).toEqual([`${photo.id}-400.webp`, `${photo.id}-800.webp`]);
    });

    it('turns a photo upright by its EXIF orientation before cropping to 4:3', async () => {
      // Orientation 6: shown turned a quarter clockwise, so the red left half is on top.
      const photo = await uploaded(admin, await phoneJpeg(6));
      const { data, info } = await sharp(path.join(uploadsDir, 'products', `${photo.id}-400.webp`)).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const [topR, , topB] = pixel(200, 40);
      const [bottomR, , bottomB] = pixel(200, 260);
      expect(topR).toBeGreaterThan(150);
      expect(topB).toBeLessThan(70);
      expect(bottomB).toBeGreaterThan(150);
      expect(bottomR).toBeLessThan(70);
    });

    it('takes PNG and WebP too, whatever type the browser sends', async () => {
      const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#2a6' } }).png().toBuffer();
      const webp = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#26a' } }).webp().toBuffer();
      expect((await upload(admin, png, { type: 'application/octet-stream' })).statusCode).toBe(201);
      expect((await upload(vendorA, webp, { audience: 'vendor', type: 'text/plain' })).statusCode).toBe(201);
    });
  });

  describe('serving', () => {
    it('serves a photo as an image only, cached for good', async () => {
      const photo = await uploaded(admin, await phoneJpeg());
      const res = await t.app.inject({ method: 'GET', url: `/media/products/${photo.id}-400.webp` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      expect((await t.app.inject({ method: 'HEAD', url: photo.imageUrl })).statusCode).toBe(200);
    });

    it('serves nothing for a made-up name, another width, a temporary file or a path out of the folder', async () => {
      const photo = await uploaded(admin, await phoneJpeg());
      // Files next to the photos that are not the server's names must stay unreachable.
      fs.writeFileSync(path.join(uploadsDir, 'products', 'evil.html'), '<script>alert(1)</script>');
      for (const url of [
        `/media/products/${'0'.repeat(32)}-400.webp`,
        `/media/products/${photo.id}-1200.webp`,
        `/media/products/${photo.id.toUpperCase()}-400.webp`,
        `/media/products/${photo.id}-400.webp.html`,
        '/media/products/evil.html',
        `/media/products/.${photo.id}-400.webp`,
        '/media/products/..%2F..%2F..%2Fpackage.json',
        '/media/products/%2e%2e%2fpackage.json',
        '/media/products/..%5cpackage.json',
        '/media/../package.json',
        '/media/products/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).not.toMatch(/html|javascript/);
      }
    });
  });

  describe('attaching a photo to a product', () => {
    const listing = (imageUrl: string, over: Record<string, unknown> = {}) => ({
      name: 'Khurpi Hand Weeder',
      description: 'A forged steel khurpi with a teak handle, for weeding between rows.',
      pricePaise: 249_00,
      category: 'tools',
      hsnCode: '8201',
      stock: 25,
      imageUrl,
      features: ['Forged steel'],
      ...over,
    });

    it('shows an admin product\'s uploaded photo in the shop after saving', async () => {
      const photo = await uploaded(admin, await phoneJpeg());
      const created = await http.call('POST', '/api/admin/products', { cookie: admin, body: listing(photo.imageUrl, { name: 'Photo Khurpi' }) });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const detail = await http.call('GET', `/api/store/products/${id}`);
      expect(detail.json<StoreProduct>().imageUrl).toBe(photo.imageUrl);
      const list = await http.call('GET', `/api/store/products?q=${encodeURIComponent('Photo Khurpi')}`);
      expect(list.json<StoreProductList>().items.find((p) => p.id === id)?.imageUrl).toBe(photo.imageUrl);
    });

    it('lets a vendor attach its own photo, and never another vendor\'s', async () => {
      const mine = await uploaded(vendorA, await phoneJpeg(), 'vendor');
      const theirs = await uploaded(vendorB, await phoneJpeg(), 'vendor');
      const own = await http.call('POST', '/api/vendor/products', { cookie: vendorA, body: { ...listing(mine.imageUrl), published: true } });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().imageUrl).toBe(mine.imageUrl);
      const shop = await http.call('GET', `/api/store/products/${own.json().id}`);
      expect(shop.json<StoreProduct>().imageUrl).toBe(mine.imageUrl);

      // Vendor B's photo, however its address is spelt, and a photo nobody uploaded.
      for (const imageUrl of [
        theirs.imageUrl,
        `/media/products/${theirs.id}-400.webp`,
        `/images/../media/products/${theirs.id}-800.webp`,
        `/%6Dedia/products/${theirs.id}-800.webp`,
        `https://shop.example.in/media/products/${theirs.id}-800.webp`,
        `/media/products/${'a'.repeat(32)}-800.webp`,
      ]) {
        const res = await http.call('POST', '/api/vendor/products', { cookie: vendorA, body: { ...listing(imageUrl), published: false } });
        expect(res.statusCode, imageUrl).toBe(400);
        expect(res.json().error.fields, imageUrl).toEqual({ imageUrl: NOT_YOURS });
        const edit = await http.call('PUT', `/api/vendor/products/${own.json().id}`, { cookie: vendorA, body: { ...listing(imageUrl), published: true } });
        expect(edit.statusCode, imageUrl).toBe(400);
      }
      // An edit that keeps the listing's photo, and the seeded pictures, are fine.
      const kept = await http.call('PUT', `/api/vendor/products/${own.json().id}`, { cookie: vendorA, body: { ...listing(mine.imageUrl, { name: 'Khurpi, renamed' }), published: true } });
      expect(kept.statusCode, kept.body).toBe(200);
      const seeded = await http.call('POST', '/api/vendor/products', { cookie: vendorA, body: { ...listing('/images/products/wheat-seeds.svg'), published: false } });
      expect(seeded.statusCode, seeded.body).toBe(201);
    });
  });
});
