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
// Two rules are about single files as well as folders: [low-layers] covers src/server/config.ts,
// src/server/errors.ts and src/server/csv.ts, which sit in src/server beside files that may import
// the modules (app.ts, services.ts). Each such file gets an override of its own after its folder's, with the folder's
// patterns and its own (docs/decisions/0041-low-layers-and-errors.md).
//
// One rule is about single files too: [query-layer] keeps TanStack Query out of every page's first
// load. Client code uses it through src/client/lib/query.ts; only that layer (query.ts, the lazy
// query-core.ts, the tests comparing them with TanStack's own) and the server's renderer,
// entry-server.tsx, import it, each by an override of its own after its folder's.
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
const MODULE_ROUTES = "[module-routes] a server module imports no other module's routes plugin (a name ending in Routes; routes are put together in src/server/routes.ts)";
const MODULE_FRONT_DOOR = "[module-front-door] outside its folder, a server module is imported only through its front door, modules/<name>/index.ts (#server/modules/<name>): export what others need from there, and keep repositories behind the module's service (docs/decisions/0042-module-front-doors.md)";
const LOW_LAYERS = '[low-layers] db/, http/, shared-state/, jobs/, events/, config.ts, errors.ts and csv.ts know no domain: they may not import src/server/modules (move the neutral piece down, keep the domain in the module)';
const FROZEN_MIGRATIONS = '[frozen-migrations] a migration imports only kysely, node built-ins and the types of db/schema.ts (and src/shared): copy any function or constant it uses into it, so a later change to live code never changes what it does';
const QUERY_LAYER = "[query-layer] client code uses TanStack Query through src/client/lib/query.ts (useQuery, useMutation, useQueryClient, queryOptions, QueryClient...), whose TanStack part loads after a page's first paint: imported anywhere else, @tanstack/react-query or lib/query-core.ts would be in a page's first load (docs/decisions/0047-query-layer.md)";

const ADMIN = 'src/server/modules/admin';
const MODULES = 'src/server/modules';
/** The server's layers below the modules: folders, and files of src/server itself. */
const LOW_LAYER_FOLDERS = ['src/server/db', 'src/server/http', 'src/server/shared-state', 'src/server/jobs', 'src/server/events'];
const LOW_LAYER_FILES = ['src/server/config.ts', 'src/server/errors.ts', 'src/server/csv.ts'];
const MIGRATIONS = 'src/server/db/migrations';
/** What a migration may import besides kysely and node built-ins: other migrations, and types only of these. */
const MIGRATION_TYPES_ONLY = ['src/server/db/schema'];
/** The query layer's TanStack part: imported only by the files below (docs/decisions/0047). */
const QUERY_CORE = 'src/client/lib/query-core';
/** The files that may import TanStack Query: the layer, its tests against TanStack's own, the server's renderer. */
const QUERY_LAYER_FILES = ['src/client/lib/query.ts', 'src/client/lib/query-core.ts', 'src/client/lib/query.test.tsx', 'src/client/app/ssr-state.test.ts', 'src/client/entry-server.tsx'];
/** A module's front door: the folder itself, or its index (`x`, `x/index`, `x/index.ts`). */
const FRONT_DOOR = '(/index(\\.ts)?)?$';
/**
 * Anything below a module's folder but its index: `x/` followed by anything but `index` or
 * `index.ts`. Spelled out, since oxlint's regular expressions have no lookahead (a `(?!...)` never
 * matches, silently).
 */
const PAST_FRONT_DOOR = '/(|[^i].*|i([^n].*)?|in([^d].*)?|ind([^e].*)?|inde([^x].*)?|index[^.].*|index\\.([^t].*)?|index\\.t([^s].*)?|index\\.ts.+)$';

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

/** The folders and code files (without their extension) directly in `dir`, as 'src/...' paths. */
const entries = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory() || (e.isFile() && isCode(e.name)))
        .map((e) => `${dir}/${e.isDirectory() ? e.name : e.name.replace(/\.[^.]+$/, '')}`)
    : [];

const features = subfolders('src/client/features');
const modules = subfolders(MODULES);

/** package.json "imports", e.g. '#shared/*' -> './src/shared/*.ts', as ['#shared/', 'src/shared']. */
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const aliases = Object.entries(packageJson.imports ?? {}).map(([key, target]) => [
  key.replace(/\*$/, ''),
  String(target).replace(/^\.\//, '').replace(/\/\*.*$/, ''),
]);
/** The npm packages a migration may not import: every one the project depends on but kysely. */
const packagesBarredFromMigrations = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter((name) => name !== 'kysely');

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
  // (An alias for a target itself, like '#server/modules/', is left out when another alias reaches
  // its parent, like '#server/': that one already spells every import of the target.)
  for (const [alias, folder] of aliases) {
    if (parent === folder || inside(parent, folder)) {
      const below = posix.relative(folder, parent);
      ways.push(`^${escape(alias + (below ? `${below}/` : ''))}${names}`);
    } else if (targets.includes(folder) && !aliases.some(([, other]) => inside(parent, other))) ways.push(`^${escape(alias)}`);
  }
  return ways;
}

/** After a folder or file name: nothing, a path below it, or (for a file) its extension. */
const FILE_OR_FOLDER = '(\\.[a-z]+)?(/|$)';

/**
 * The rules: what a file in folder `dir` may not import. `lowLayerFile`: the file is one of
 * LOW_LAYER_FILES (its override adds [low-layers] to its folder's rules); `queryLayerFile`: one of
 * QUERY_LAYER_FILES (its override leaves [query-layer] out of them).
 */
function restrictionsFor(dir, lowLayerFile = false, queryLayerFile = false) {
  const patterns = [];
  const forbid = (targets, message, rest, extra = {}) => {
    if (targets.length === 0) return;
    // A pattern once: with both '#server/*' and '#server/modules/*' in package.json, two aliases
    // spell the same string, and oxlint reports every pattern that matches.
    for (const regex of new Set(waysToImport(dir, targets, rest))) patterns.push({ regex, message, ...extra });
  };

  // The three layers: the browser bundle and the server share code only through src/shared.
  if (inside(dir, 'src/shared')) forbid(['src/client', 'src/server'], LAYERS_SHARED);
  if (inside(dir, 'src/client')) forbid(['src/server'], LAYERS_CLIENT);
  if (inside(dir, 'src/server')) forbid(['src/client'], LAYERS_SERVER);

  // Client features are independent: only src/client/app puts them together.
  const feature = features.find((f) => inside(dir, f));
  if (feature) forbid(features.filter((f) => f !== feature), FEATURES);
  if (inside(dir, 'src/client/components') || inside(dir, 'src/client/lib')) forbid(['src/client/features'], FEATURES_BELOW);
  // TanStack Query only through the query layer, whose TanStack part loads after the first paint.
  if (inside(dir, 'src/client') && !queryLayerFile) {
    patterns.push({ regex: '^@tanstack/', message: QUERY_LAYER });
    forbid([QUERY_CORE], QUERY_LAYER, FILE_OR_FOLDER);
  }

  // Server: the removed admin module stays removed.
  if (inside(dir, 'src/server') && !inside(dir, ADMIN)) forbid([ADMIN], ADMIN_MODULE);
  const module = modules.find((m) => inside(dir, m));
  const lowLayer = lowLayerFile || LOW_LAYER_FOLDERS.some((folder) => inside(dir, folder));
  // Each module has one front door, its index.ts: from outside its folder (another module,
  // services.ts, routes.ts, app.ts, cli/, seed/), nothing below it (docs/decisions/0042). The low
  // layers and migrations may not import the modules at all, which their own rule says; the admin
  // folder is [admin-module]'s.
  const others = modules.filter((m) => m !== module && m !== ADMIN);
  if (inside(dir, 'src/server') && !inside(dir, MIGRATIONS) && !lowLayer) forbid(others, MODULE_FRONT_DOOR, PAST_FRONT_DOOR);
  // Modules do not take each other's routes plugins through the front door either (a routes file
  // below it is [module-front-door]'s).
  if (module) forbid(others, MODULE_ROUTES, FRONT_DOOR, { importNamePattern: 'Routes$' });

  if (inside(dir, MIGRATIONS)) {
    // Migrations are frozen: any live code of src/server (the modules included) but other
    // migrations, src/shared and schema.ts but for types, and every npm package but kysely.
    // (The modules are barred here, not by [low-layers] too: one finding per import.)
    forbid(entries('src/server').filter((e) => e !== 'src/server/db'), FROZEN_MIGRATIONS, FILE_OR_FOLDER);
    forbid(entries('src/server/db').filter((e) => e !== MIGRATIONS && !MIGRATION_TYPES_ONLY.includes(e)), FROZEN_MIGRATIONS, FILE_OR_FOLDER);
    forbid(MIGRATION_TYPES_ONLY, FROZEN_MIGRATIONS, FILE_OR_FOLDER, { allowTypeImports: true });
    forbid(['src/shared'], FROZEN_MIGRATIONS, undefined, { allowTypeImports: true });
    if (packagesBarredFromMigrations.length) {
      patterns.push({ regex: `^(${packagesBarredFromMigrations.map(escape).join('|')})(/|$)`, message: FROZEN_MIGRATIONS });
    }
  } else if (lowLayer) {
    // The layers below the modules know no domain.
    forbid([MODULES], LOW_LAYERS);
  }

  return patterns;
}

const perFolder = codeFolders().map((dir) => {
  if (/[[\]{}*?!\\]/.test(dir)) throw new Error(`oxlint.config.mjs: folder name ${dir} needs glob escaping; extend the config`);
  return { files: [`${dir}/*`], rules: { 'no-restricted-imports': ['error', { patterns: restrictionsFor(dir) }] } };
});

/** The low-layer files of a folder whose other files may import the modules: after perFolder, so they win. */
const perLowLayerFile = LOW_LAYER_FILES.map((file) => ({
  files: [file],
  rules: { 'no-restricted-imports': ['error', { patterns: restrictionsFor(posix.dirname(file), true) }] },
}));

/** The query layer's files, each after its folder's override, so they win. */
const perQueryLayerFile = QUERY_LAYER_FILES.map((file) => ({
  files: [file],
  rules: { 'no-restricted-imports': ['error', { patterns: restrictionsFor(posix.dirname(file), false, true) }] },
}));

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
    ...perLowLayerFile,
    ...perQueryLayerFile,
  ],
};
