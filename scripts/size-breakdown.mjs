#!/usr/bin/env node
// What the first load is made of (docs/decisions/0043): the shared entry (or, given manifest keys
// such as src/client/app/routes/cart.tsx, those pages' own chunks beyond the entry) by package and
// by source module. Each figure is the gzip -9 bytes the files lose without that part's code
// (the source maps say which bytes are whose), so parts do not add up exactly to the total.
//   npx vite build --sourcemap && node scripts/size-breakdown.mjs [dist/client] [manifest key...]
//   (MODULES=1 for the list by module; run `npm run build` afterwards: no maps in a release.)
// No packages: the source maps' VLQ mappings are decoded here.
import fs from 'node:fs'; import path from 'node:path'; import zlib from 'node:zlib';
const dist = path.resolve(process.argv[2] ?? 'dist/client');
const m = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (s) => zlib.gzipSync(Buffer.from(s), { level: 9 }).length;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(mappings) {
  const lines = []; let src = 0, sl = 0, sc = 0, nm = 0;
  for (const line of mappings.split(';')) {
    const segs = []; let col = 0;
    if (line) for (const seg of line.split(',')) {
      const vals = []; let v = 0, shift = 0;
      for (const ch of seg) { let d = B64.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { vals.push(v & 1 ? -(v >>> 1) : v >>> 1); v = 0; shift = 0; } }
      col += vals[0]; if (vals.length > 1) { src += vals[1]; sl += vals[2]; sc += vals[3]; }
      segs.push([col, vals.length > 1 ? src : -1]);
    }
    lines.push(segs);
  }
  return lines;
}
const args = process.argv.slice(3);
const entryKey = Object.keys(m).find((k) => m[k].isEntry);
const roots = args.length ? args : [entryKey];
const seen = new Set(); const visit = (k) => { if (seen.has(k)) return; seen.add(k); (m[k].imports ?? []).forEach(visit); }; roots.forEach(visit);
const base = args.length ? (() => { const s = new Set(); const v = (k) => { if (s.has(k)) return; s.add(k); (m[k].imports ?? []).forEach(v); }; v(entryKey); return s; })() : new Set();
const files = [...seen].filter((k) => !base.has(k) || !args.length).map((k) => m[k].file).filter((f) => f.endsWith('.js'));
const perSource = new Map(); // source -> {raw, parts: [file, start, end]}
let totalGz = 0; const fileText = {};
for (const f of files) {
  const code = fs.readFileSync(path.join(dist, f), 'utf8'); fileText[f] = code; totalGz += gz(code);
  const map = JSON.parse(fs.readFileSync(path.join(dist, f + '.map'), 'utf8'));
  const lines = decode(map.mappings); const codeLines = code.split('\n'); let off = 0;
  const owner = new Int32Array(code.length).fill(-1);
  lines.forEach((segs, i) => { const L = codeLines[i] ?? ''; segs.forEach(([c, s], j) => { const end = j + 1 < segs.length ? segs[j + 1][0] : L.length; owner.fill(s, off + c, off + end); }); off += L.length + 1; });
  const names = map.sources.map((s) => path.relative(process.cwd(), path.resolve(path.dirname(path.join(dist, f)), s)));
  for (let i = 0; i < code.length; i++) { const n = owner[i] < 0 ? `(glue ${f})` : names[owner[i]]; let e = perSource.get(n); if (!e) perSource.set(n, (e = { raw: 0, mask: {} })); e.raw++; (e.mask[f] ??= []).push(i); }
}
const pkgOf = (n) => { const mm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(n); if (mm) return mm[1]; if (n.startsWith('(glue')) return '(glue)'; const s = /^src\/(client\/[^/]+(?:\/[^/]+)?|shared)/.exec(n); return s ? s[1].replace(/\/[^/]+\.(tsx?|json)$/, '') : n; };
function without(sources) {
  let t = 0; for (const f of files) { const code = fileText[f]; const rm = new Uint8Array(code.length); for (const s of sources) for (const i of perSource.get(s).mask[f] ?? []) rm[i] = 1; let out = ''; let start = -1; const parts = []; for (let i = 0; i < code.length; i++) { if (!rm[i]) { if (start < 0) start = i; } else if (start >= 0) { parts.push(code.slice(start, i)); start = -1; } } if (start >= 0) parts.push(code.slice(start)); t += gz(parts.join('')); } return t;
}
console.log(`files: ${files.join(', ')}\ntotal gzip (per file, -9): ${(totalGz / 1024).toFixed(2)} KB`);
const byPkg = new Map(); for (const [n, e] of perSource) { const p = pkgOf(n); const g = byPkg.get(p) ?? { raw: 0, srcs: [] }; g.raw += e.raw; g.srcs.push(n); byPkg.set(p, g); }
const rows = [...byPkg].map(([p, g]) => [p, g.raw, totalGz - without(g.srcs)]).sort((a, b) => b[2] - a[2]);
console.log('\nBy package/folder: raw bytes, marginal gzip bytes (total minus total without it)');
for (const [p, raw, mg] of rows) console.log(`  ${p.padEnd(45)} ${String(raw).padStart(7)}  ${(mg / 1024).toFixed(2).padStart(6)} KB`);
if (process.env.MODULES) { const mrows = [...perSource].map(([n, e]) => [n, e.raw, totalGz - without([n])]).sort((a, b) => b[2] - a[2]);
console.log('\nBy module'); for (const [n, raw, mg] of mrows) console.log(`  ${n.padEnd(80)} ${String(raw).padStart(7)}  ${(mg / 1024).toFixed(2).padStart(6)} KB`); }
