// The nginx configuration `npm run cluster` runs: deploy/nginx/hariyali.conf and its locations
// snippet as an operator installs them, with this machine's ports and every path (pid, logs,
// temporary files) in the cluster's own folder, so nginx runs without root and without touching
// /etc/nginx or /var/log/nginx.
import fs from 'node:fs';
import path from 'node:path';

export interface NginxConfigOptions {
  /** The cluster's folder: the configuration, logs and temporary files go there. */
  dir: string;
  /** Where nginx listens (127.0.0.1). */
  listenPort: number;
  /** The app servers' ports on 127.0.0.1. */
  appPorts: number[];
  /** Adds X-Upstream (the app server that answered) to every proxied answer: the tests read it. */
  upstreamHeader?: boolean;
  /** The folder holding deploy/ (the project's root). */
  root: string;
}

/** Writes nginx.conf and its snippet into `dir`; returns the path of nginx.conf. */
export function writeNginxConfig(options: NginxConfigOptions): string {
  const { dir, root } = options;
  const logs = path.join(dir, 'logs');
  const temp = path.join(dir, 'temp');
  for (const folder of [logs, temp]) fs.mkdirSync(folder, { recursive: true });
  // nginx run as root hands its workers to "nobody": they must be able to reach these folders.
  for (const folder of [dir, logs, temp]) fs.chmodSync(folder, 0o755);

  const site = fs.readFileSync(path.join(root, 'deploy/nginx/hariyali.conf'), 'utf8');
  const locations = fs.readFileSync(path.join(root, 'deploy/nginx/hariyali-locations.conf'), 'utf8');
  const snippet = path.join(dir, 'hariyali-locations.conf');
  fs.writeFileSync(snippet, options.upstreamHeader ? withUpstreamHeader(locations) : locations);

  const server = forThisMachine(site, { ...options, logs, snippet });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      '# Written by scripts/cluster/nginx-config.ts from deploy/nginx/; nginx -c this -p its folder.',
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(logs, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(temp, kind)};`),
      '    sendfile on;',
      '    keepalive_timeout 65;',
      server,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

/** The site file with this machine's upstream servers, listen address, log and snippet paths. */
function forThisMachine(site: string, o: NginxConfigOptions & { logs: string; snippet: string }): string {
  const upstream = /upstream hariyali \{[\s\S]*?\n\}/.exec(site);
  if (!upstream) throw new Error('deploy/nginx/hariyali.conf: no "upstream hariyali { ... }" block');
  const servers = o.appPorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('\n');
  // The example's server lines (live and commented) give way to this machine's app servers.
  const lines = upstream[0].split('\n').filter((line) => !/^\s*#?\s*server\s+\S+:\d+/.test(line));
  lines.splice(lines.findIndex((l) => l.includes('least_conn')) + 1, 0, servers);
  const out = site
    .replace(upstream[0], lines.join('\n'))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${o.listenPort};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replaceAll('/var/log/nginx/', `${o.logs}/`)
    .replace(/^(\s*)include \/etc\/nginx\/snippets\/hariyali-locations\.conf;/m, `$1include ${o.snippet};`);
  if (!out.includes(`listen 127.0.0.1:${o.listenPort};`) || !out.includes(`include ${o.snippet};`)) {
    throw new Error('deploy/nginx/hariyali.conf: its "listen 80;" or snippet include line was not found');
  }
  return out;
}

/** Every location that proxies also names the app server that answered (tests only). */
function withUpstreamHeader(locations: string): string {
  return locations.replace(/^(\s*)proxy_pass http:\/\/hariyali;$/gm, '$1proxy_pass http://hariyali;\n$1add_header X-Upstream $upstream_addr always;');
}
