import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#server/errors';
import type { PhotoStore } from './photo-store.ts';

/** A year: a photo's name is new for every upload, so a file at a name never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/products/<id>-<width>.webp: the uploaded photos' versions the server made. Only names
 * the PhotoStore makes are looked up; the answer is an image and nothing else: its own type, no
 * sniffing, and a policy that lets nothing in it run even if opened as a page.
 */
export function mediaRoutes(store: PhotoStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
      const file = store.fileOf(request.params.file);
      const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!file || !stat?.isFile()) throw new AppError(404, 'not_found', 'No such photo');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', stat.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Disposition', 'inline')
        .send(fs.createReadStream(file));
    });
  };
}
