// The READMEs are the front door to the code: src/client/README.md lists the client's features and
// src/server/README.md the server's modules, each a line of a few words in the README's tree.
// Written by hand, such a list falls behind the tree; this test reads the folders and the list
// and fails on a folder the list leaves out or a name the list keeps after its folder is gone.
// The same goes for README.md's "Read on" (every file of docs/) and for the npm commands the
// READMEs and docs/ give (every one a script of package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The folders directly under `dir` (relative to the repository), sorted. */
function foldersOf(dir: string): string[] {
  return fs
    .readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The names listed under one entry of a README's tree (its fenced block): after the line that
 * starts with `heading`, every line indented by exactly two spaces names one thing, and the list
 * ends at the next line that is not indented. Sub-folders (`api/`) are not names; a description's
 * continuation is indented further and names nothing.
 */
function listUnder(readme: string, heading: string): string[] {
  const block = /```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('the README has no fenced tree');
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`the README's tree has no ${heading} entry`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line !== '' && !line.startsWith(' ')) break;
    const name = /^ {2}([a-z0-9][a-z0-9-]*)(?:\s|$)/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}

const cases = [
  { readme: 'src/client/README.md', heading: 'features/<f>/', tree: 'src/client/features', what: 'feature' },
  { readme: 'src/server/README.md', heading: 'modules/<x>/', tree: 'src/server/modules', what: 'module' },
];

describe.each(cases)('$readme', ({ readme, heading, tree, what }) => {
  const text = fs.readFileSync(path.join(repo, readme), 'utf8');
  const listed = listUnder(text, heading);
  const folders = foldersOf(tree);

  it(`lists every ${what} folder of ${tree}, each once`, () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !listed.includes(name)), `${what}s missing from ${readme}'s ${heading} list`).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i), `${what}s listed twice`).toEqual([]);
  });

  it(`lists no ${what} that ${tree} no longer has`, () => {
    expect(listed.filter((name) => !folders.includes(name)), `${readme} lists ${what}s with no folder in ${tree}`).toEqual([]);
  });
});

describe('listUnder', () => {
  const readme = [
    '# X',
    '```',
    'app/           the app',
    '  router.tsx   not in the list',
    'features/<f>/  one area each:',
    '  api/         a sub-folder, not a name',
    '  alpha          the first',
    '                 a continuation: names nothing',
    '  beta-two       the second',
    'lib/           after the list',
    '  gamma        not in the list',
    '```',
  ].join('\n');

  it('reads the two-space lines under the heading up to the next entry', () => {
    expect(listUnder(readme, 'features/<f>/')).toEqual(['alpha', 'beta-two']);
  });

  it('fails loudly when the heading is gone, rather than finding an empty list', () => {
    expect(() => listUnder(readme, 'modules/<x>/')).toThrow(/no modules\/<x>\/ entry/);
  });
});

describe('README.md, the front door', () => {
  const text = fs.readFileSync(path.join(repo, 'README.md'), 'utf8');

  it("names every file and folder of docs/ under \"Read on\"", () => {
    const readOn = /^## Read on\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1];
    expect(readOn, 'README.md has a "## Read on" section').toBeTruthy();
    const docs = fs.readdirSync(path.join(repo, 'docs'), { withFileTypes: true }).map((e) => `docs/${e.name}${e.isDirectory() ? '/' : ''}`);
    expect(docs.filter((doc) => !readOn!.includes(`\`${doc}\``)), 'docs/ entries the README does not point to').toEqual([]);
  });

  it('stays short enough to read as a front door (at most about 250 lines)', () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('the npm commands the READMEs and docs give', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const files = ['README.md', 'src/client/README.md', 'src/server/README.md', ...fs.readdirSync(path.join(repo, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  // `npm install` and `npm ci` are npm's own; `npm start` and `npm test` run scripts like `npm run x`.
  const npmOwn = new Set(['install', 'ci']);

  it.each(files)('%s gives only scripts that package.json has', (file) => {
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    const named = [...text.matchAll(/\bnpm (?:run )?([a-z][a-z0-9:-]*)/g)].map((m) => m[1]!).filter((name) => !npmOwn.has(name) && name !== 'run');
    expect(named.filter((name) => !(name in scripts)), `npm commands in ${file} with no script`).toEqual([]);
  });
});
