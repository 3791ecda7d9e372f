// The Node.js version the README and package.json name is one that every installed package
// accepts: the machines that run the shop get Node 20 from Debian's packages and cannot download
// a toolchain, so a dependency that needs a newer Node is held back (package.json "overrides" and
// pinned ranges) rather than the README promising a version npm then warns about.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
};
const readme = fs.readFileSync(path.join(repo, 'README.md'), 'utf8');

/** The lowest version package.json's engines range allows: the one the shop promises to run on. */
const lowest = semver.minVersion(pkg.engines.node)!.version;

describe('the Node.js version the shop names', () => {
  it('is the one the README names', () => {
    const named = /Needs Node\.js (\d+\.\d+)/.exec(readme)?.[1];
    expect(named, 'the README names a Node.js version').toBeDefined();
    expect(semver.coerce(named)!.version).toBe(lowest);
  });

  it('is accepted by every package in the lock file', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where]) => where.startsWith('node_modules/'))
      .flatMap(([where, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(lowest, range, { includePrerelease: true }) ? [`${where.slice('node_modules/'.length)} needs node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
