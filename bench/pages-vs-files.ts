// Storefront pages against static files of the same bytes, on the same server, in one run
// (BENCH_ONLY=pages-vs-files, and part of BENCH_ONLY=pages and of the whole bench). The issue's
// target: a visitor's page at 0.5x or more of the file's requests/s, with and without gzip
// (docs/decisions/0040-pages-kept-rendered.md, docs/benchmarks.md).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchNodeFlags, builtClient, compileServer, startProductionServer } from './production-server.ts';
import { removeScratchDir, scratchDir } from './scratch-dirs.ts';

const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The CPU time a process has used so far, in milliseconds (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Requests/s of one run, and the server's CPU time per request in it: unlike the rate, the CPU
 * time hardly changes with what else the machine runs meanwhile.
 */
async function measure(url: string, headers: Record<string, string>, duration: number, pid: number): Promise<{ rps: number; cpu: number }> {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpu: (cpuMs(pid) - before) / Math.max(1, result.requests.total) };
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
      // A server that has just started compiles its code on the first requests: both warmed up
      // under load first, each way (else the first figure printed times the compiler).
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Array<Record<string, string>>) {
        await measure(base + pathname, headers, 2, server.pid!);
        await measure(`${base}/${twin}`, headers, 2, server.pid!);
      }
      for (const [encoding, headers] of [['identity', {}], ['gzip', { 'accept-encoding': 'gzip' }]] as const) {
        // Page and file in turns, a few rounds each, compared by their medians: on a machine
        // shared with other work the speed changes between runs, and turns expose both to the
        // same changes. (Loaded at the same time, the file starves: each of its requests waits on
        // the file system's threads several times, while a kept page is sent at once.) The CPU
        // time per request barely moves with the machine's load: its ratio says the same thing.
        const page: Array<{ rps: number; cpu: number }> = [];
        const file: Array<{ rps: number; cpu: number }> = [];
        for (let round = 0; round < ROUNDS; round++) {
          page.push(await measure(base + pathname, headers, duration, server.pid!));
          file.push(await measure(`${base}/${twin}`, headers, duration, server.pid!));
        }
        const [p, f] = [median(page.map((r) => r.rps)), median(file.map((r) => r.rps))];
        const [pc, fc] = [median(page.map((r) => r.cpu)), median(file.map((r) => r.cpu))];
        console.log(
          `  ${name.padEnd(15)} ${encoding.padEnd(8)} ${String(bytes.length).padStart(6)} B   page ${p.toFixed(0).padStart(6)} req/s   file ${f.toFixed(0).padStart(6)} req/s   -> ratio ${(p / f).toFixed(2)}` +
            `   | server CPU per request: page ${pc.toFixed(2)} ms, file ${fc.toFixed(2)} ms -> ratio ${(fc / pc).toFixed(2)}`,
        );
      }
    }
  } finally {
    server?.kill();
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
    removeScratchDir(root);
  }
}
