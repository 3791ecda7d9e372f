// The import rules of src/ (docs/decisions/0010-import-rules-linter.md). Run: npm run lint
// (`oxlint -c oxlint.config.mjs src`; oxlint finds a config by itself only as .oxlintrc.json or
// oxlint.config.ts, and a .ts config needs Node 22.18).
//
// oxlint's no-restricted-imports matches the import string as written, never the file it resolves
// to, and for one file a later override replaces an earlier override's options instead of adding
// to them. So this file writes the rules once, as "files in folder D may not import folder T", and
// turns them, for every folder of src/ that holds code, into one override listing every string by
// which a file there can reach a forbidden folder: the relative path from D (`../b`, `../../server`)
// and the package.json "imports" alias (`#client/features/b`, `#server/modules/admin`). The folder
// list, the features and the server modules are read from the tree at each run, so a new feature
// or module is covered without editing this file.
//
// Not caught: relative paths that wander (`../a/../b/x.ts`), and `import()` of a computed string.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const { posix } = path;

const LAYERS_CLIENT = '[layers] src/client may not import src/server (share code through src/shared)';
const LAYERS_SERVER = '[layers] src/server may not import src/client (share code through src/shared)';
const LAYERS_SHARED = '[layers] src/shared imports neither src/client nor src/server';
const FEATURES = '[features] a client feature imports no other feature (compose them in src/client/app, or move the shared piece to components/ui or lib)';
const FEATURES_BELOW = '[features] components/ and lib/ may not import a feature';
const ADMIN_MODULE = '[admin-module] nothing outside src/server/modules/admin may import it (the folder was removed; keep it from coming back)';
const MODULE_ROUTES = "[module-routes] a server module imports no other module's routes (routes are put together in src/server/routes.ts)";

const ADMIN = 'src/server/modules/admin';
const ROUTES_FILE = '/(.*/)?[^/]*\\.routes(\\.ts)?$';

const isCode = (name) => /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(name);
const subfolders = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`)
    : [];

/** Every folder under src/ that directly holds a source file, as 'src/...' paths. */
function codeFolders(dir = 'src', found = []) {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  if (entries.some((e) => e.isFile() && isCode(e.name))) found.push(dir);
  for (const e of entries) if (e.isDirectory()) codeFolders(`${dir}/${e.name}`, found);
  return found;
}

const features = subfolders('src/client/features');
const modules = subfolders('src/server/modules');

/** package.json "imports", e.g. '#shared/*' -> './src/shared/*.ts', as ['#shared/', 'src/shared']. */
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const aliases = Object.entries(packageJson.imports ?? {}).map(([key, target]) => [
  key.replace(/\*$/, ''),
  String(target).replace(/^\.\//, '').replace(/\/\*.*$/, ''),
]);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inside = (dir, folder) => folder === '.' || dir === folder || dir.startsWith(`${folder}/`);

/**
 * Regular expressions for the strings by which a file in `dir` imports something in one of the
 * `targets`, folders that share one parent: the relative paths (the shortest, and those that climb
 * higher and come back down, like `../../../features/b` from src/client/features/a/api) and the
 * alias. `rest` is what may follow the folder name (by default anything, or nothing).
 */
function waysToImport(dir, targets, rest = '(/|$)') {
  const parent = posix.dirname(targets[0]);
  const names = `(${targets.map((t) => escape(posix.basename(t))).join('|')})${rest}`;
  const ways = [];
  for (let ancestor = dir, up = ''; ; ancestor = posix.dirname(ancestor), up += '../') {
    if (inside(parent, ancestor)) {
      const down = ancestor === '.' ? parent : posix.relative(ancestor, parent);
      ways.push(`^${escape(up ? up + (down ? `${down}/` : '') : `./${down ? `${down}/` : ''}`)}${names}`);
    }
    if (ancestor === '.') break;
  }
  for (const [alias, folder] of aliases) {
    if (parent === folder || inside(parent, folder)) {
      const below = posix.relative(folder, parent);
      ways.push(`^${escape(alias + (below ? `${below}/` : ''))}${names}`);
    } else if (targets.includes(folder)) ways.push(`^${escape(alias)}`);
  }
  return ways;
}

/** The rules: what a file in folder `dir` may not import. */
function restrictionsFor(dir) {
  const patterns = [];
  const forbid = (targets, message, rest) => {
    if (targets.length === 0) return;
    for (const regex of waysToImport(dir, targets, rest)) patterns.push({ regex, message });
  };

  // The three layers: the browser bundle and the server share code only through src/shared.
  if (inside(dir, 'src/shared')) forbid(['src/client', 'src/server'], LAYERS_SHARED);
  if (inside(dir, 'src/client')) forbid(['src/server'], LAYERS_CLIENT);
  if (inside(dir, 'src/server')) forbid(['src/client'], LAYERS_SERVER);

  // Client features are independent: only src/client/app puts them together.
  const feature = features.find((f) => inside(dir, f));
  if (feature) forbid(features.filter((f) => f !== feature), FEATURES);
  if (inside(dir, 'src/client/components') || inside(dir, 'src/client/lib')) forbid(['src/client/features'], FEATURES_BELOW);

  // Server: the removed admin module stays removed; modules do not reach into each other's routes.
  if (inside(dir, 'src/server') && !inside(dir, ADMIN)) forbid([ADMIN], ADMIN_MODULE);
  const module = modules.find((m) => inside(dir, m));
  if (module) forbid(modules.filter((m) => m !== module), MODULE_ROUTES, ROUTES_FILE);

  return patterns;
}

const perFolder = codeFolders().map((dir) => {
  if (/[[\]{}*?!\\]/.test(dir)) throw new Error(`oxlint.config.mjs: folder name ${dir} needs glob escaping; extend the config`);
  return { files: [`${dir}/*`], rules: { 'no-restricted-imports': ['error', { patterns: restrictionsFor(dir) }] } };
});

/** @type {import('oxlint').OxlintConfig} */
export default {
  plugins: ['import'],
  // Only the import rules: this config is the "Import rules (lint)" step of npm test.
  categories: { correctness: 'off' },
  rules: {
    // Any cycle in src/, through relative and #alias imports alike (oxlint's resolver reads
    // package.json "imports"). Type-only imports are not followed: erased at build, they form no runtime cycle.
    'import/no-cycle': 'error',
  },
  overrides: [
    // src/shared runs in the browser too: no node:* (or bare 'fs', 'crypto', ...) modules.
    { files: ['src/shared/**'], rules: { 'import/no-nodejs-modules': 'error' } },
    ...perFolder,
  ],
};
