// Storefront pages against static files of the same bytes, on the same server, in one run
// (BENCH_ONLY=pages-vs-files, and part of BENCH_ONLY=pages and of the whole bench). The issue's
// target: a visitor's page at 0.5x or more of the file's requests/s, with and without gzip
// (docs/decisions/0034-pages-kept-rendered.md, docs/benchmarks.md).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchNodeFlags, builtClient, compileServer, startProductionServer } from './production-server.ts';
import { removeScratchDir, scratchDir } from './scratch-dirs.ts';

const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function requestsPerSecond(url: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * The built client, linked file by file into a scratch folder with its server renderer beside it
 * (the server reads CLIENT_DIR/../ssr), so the pages' static twins can be written next to them
 * without touching dist/.
 */
function clientCopy(root: string): string {
  const { client, ssr } = builtClient();
  const dir = path.join(root, 'client');
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(client)) fs.symlinkSync(path.join(client, name), path.join(dir, name));
  fs.symlinkSync(ssr, path.join(root, 'ssr'));
  return dir;
}

export async function runPagesVersusFiles(duration: number): Promise<void> {
  const root = scratchDir('hariyali-bench-pages-files-');
  let server: ChildProcess | undefined;
  try {
    const clientDir = clientCopy(root);
    compileServer();
    const port = 3800 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    const flags = benchNodeFlags();
    server = await startProductionServer(
      { ...process.env, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: clientDir, DATA_DIR: path.join(root, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      flags,
    );
    const [product] = (await (await fetch(`${base}/api/store/products?sort=price-high`)).json()).items as Array<{ id: string }>;
    const pages = { '/': '/', '/products': '/products', 'a product page': `/product/${product!.id}` };

    console.log(
      `\nPages against static files of the same bytes, same server, ${CONNECTIONS} connections, page and file in turns, median of ${ROUNDS} runs of ${duration} s, node ${flags.join(' ') || '(no flags)'}:`,
    );
    console.log('  target: page/file >= 0.50 with and without gzip');
    for (const [name, pathname] of Object.entries(pages)) {
      const bytes = Buffer.from(await (await fetch(base + pathname, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      const twin = `bench-twin-${Object.keys(pages).indexOf(name)}.html`;
      fs.writeFileSync(path.join(clientDir, twin), bytes);
      // A server that has just started compiles its code on the first requests.
      for (let i = 0; i < 50; i++) await (await fetch(base + pathname)).arrayBuffer();
      for (const [encoding, headers] of [['identity', {}], ['gzip', { 'accept-encoding': 'gzip' }]] as const) {
        // Page and file in turns, a few rounds each, compared by their medians: a machine shared
        // with other work changes speed between runs, and turns expose both to the same changes.
        const page: number[] = [];
        const file: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          page.push(await requestsPerSecond(base + pathname, headers, duration));
          file.push(await requestsPerSecond(`${base}/${twin}`, headers, duration));
        }
        const [p, f] = [median(page), median(file)];
        console.log(
          `  ${name.padEnd(15)} ${encoding.padEnd(8)} ${String(bytes.length).padStart(6)} B   page ${p.toFixed(0).padStart(6)} req/s   file ${f.toFixed(0).padStart(6)} req/s   -> ratio ${(p / f).toFixed(2)}`,
        );
      }
    }
  } finally {
    server?.kill();
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
    removeScratchDir(root);
  }
}
