#!/usr/bin/env node
// Budget check on the built client (npm run build first):
//  - JavaScript a first visit downloads for each page (entry + static imports + the page's lazy
//    chunk and its imports), gzipped: at most 100 KB (issue 13: farmers on 2G);
//  - every product image at most 30 KB.
// Prints the figures; exits 1 when a budget is broken.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const JS_BUDGET = 100 * 1024;
const IMAGE_BUDGET = 30 * 1024;
const dist = path.resolve('dist/client');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure([entryKey]);
// Pages are the route modules the router loads; the admin sections (app/routes/admin/) load
// after the admin area's first paint and are reported with it.
const pages = Object.keys(manifest).filter((k) => /^src\/client\/app\/routes\/[^/]+$/.test(k) && manifest[k].isDynamicEntry);
let failed = false;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (keys) => [...keys].reduce((s, k) => s + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);

console.log(`First-load JavaScript per page (gzip -9), budget ${kb(JS_BUDGET)}:`);
console.log(`  shared entry: ${kb(sum(entry))}`);
for (const p of pages) {
  const keys = closure([p], new Set(entry));
  const total = sum(keys);
  const over = total > JS_BUDGET;
  failed ||= over;
  // Chunks a page imports on its own after the first paint (not routes), reported separately.
  const later = (manifest[p].dynamicImports ?? []).filter((d) => !pages.includes(d));
  const laterKeys = later.length ? [...closure(later, new Set(keys))].filter((k) => !keys.has(k)) : [];
  const laterSize = sum(laterKeys);
  console.log(
    `  ${over ? 'OVER' : 'ok  '} ${path.basename(p).padEnd(22)} ${kb(total)}` +
      (laterSize ? `  (+ ${kb(laterSize)} loaded after first paint: ${later.map((d) => path.basename(d)).join(', ')})` : ''),
  );
}

const imageDir = path.join(dist, 'images/products');
const images = fs.existsSync(imageDir) ? fs.readdirSync(imageDir) : [];
let largest = 0;
for (const f of images) {
  const size = fs.statSync(path.join(imageDir, f)).size;
  largest = Math.max(largest, size);
  if (size > IMAGE_BUDGET) {
    failed = true;
    console.log(`  OVER image ${f}: ${kb(size)}`);
  }
}
console.log(`Product images: ${images.length} files, largest ${kb(largest)}, budget ${kb(IMAGE_BUDGET)} each.`);
if (images.length === 0) {
  failed = true;
  console.log('  no product images found in the build');
}
console.log(failed ? 'size check: FAILED' : 'size check: passed');
process.exit(failed ? 1 : 0);
