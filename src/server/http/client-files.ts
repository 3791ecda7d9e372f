import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '#shared/languages';
import { inLanguage } from './html-language.ts';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for client routes (paths without a file extension or a dot-folder) that the server
 * does not render itself, so a reload of /user/dashboard works. Only files inside the build folder
 * can ever be served.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  // Read once, as the page renderer reads it: a new build is a new release, started afresh.
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    // "/" is a page like any other: rendered by the server (page-renderer.ts) or index.html.
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(clientDir, filePath);
      if (rel.startsWith(`assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (rel.startsWith(`images${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=86400');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // In the page's language, chosen by the server as for the pages it renders, so that a page the
  // browser renders starts in it too (docs/decisions/0022).
  app.decorateReply('sendIndexHtml', function sendIndexHtml(this: FastifyReply, language: Language) {
    return this.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(inLanguage(indexHtml, language));
  });
}

/** A path the single-page app may own: no file extension, no dot-folder such as /.git. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return false;
  const last = segments.at(-1) ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last);
}

declare module 'fastify' {
  interface FastifyReply {
    /** index.html, for a page the browser renders, in the page's language. */
    sendIndexHtml(language: Language): FastifyReply;
  }
}
