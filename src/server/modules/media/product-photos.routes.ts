import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '#shared/product-photos';
import { ProductPhotoUploaded } from '#shared/schemas/product-photos';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';
import { requireUser } from '#server/http/guards';
import type { ProductPhotosService } from './product-photos.service.ts';

/** Uploads one account may make per minute: a listing needs one, a busy vendor a few dozen a day. */
const UPLOADS_PER_MINUTE = 20;

/** For the OpenAPI document: the photo file itself, as the request body. */
const PhotoBytes = z.string().meta({ format: 'binary', description: 'A JPEG, PNG or WebP photo of at most 5 MB, as raw bytes (its type is read from its content).' });

const tooLarge = () => new AppError(413, 'payload_too_large', validationMessage('photoTooLarge'), { photo: validationMessage('photoTooLarge') });

/**
 * POST /product-photos under /api/admin and /api/vendor (their guards: an admin, a vendor). The
 * body is the photo's bytes, whatever Content-Type the browser gives it: the server reads the
 * content, never the type or a file name (photo-processing.ts). Not multipart: one file, no fields.
 */
export function productPhotosRoutes(photos: ProductPhotosService): FastifyPluginAsyncZod {
  return async (app) => {
    // Any body type in this plugin only (JSON included): read as bytes, at most MAX_PHOTO_BYTES.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (request, payload, done) => {
      readAtMost(request, payload, MAX_PHOTO_BYTES).then((bytes) => done(null, bytes), (err: Error) => done(err));
    });
    app.post(
      '/product-photos',
      {
        config: {
          rateLimit: {
            max: UPLOADS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => (request.auth ? `photo:${request.auth.user.id}` : `photo-ip:${request.ip}`),
          },
        },
        // The body is bytes, read by the parser above and checked by the service: no JSON validation.
        validatorCompiler: () => (data) => ({ value: data }),
        schema: { consumes: ['application/octet-stream'], body: PhotoBytes, response: { 201: ProductPhotoUploaded } },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.status(201).send(await photos.upload(requireUser(request), bytes));
      },
    );
  };
}

/**
 * The body's bytes, refused (413) as soon as it is known to be over `limit`: at once from its
 * Content-Length, else when the stream passes it. A 20 MB upload is never held in memory.
 */
function readAtMost(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    payload.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        payload.removeListener('data', onData);
        // Drain the rest unread (not kept), so the answer can still go back on this connection.
        payload.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    payload.on('data', onData);
    payload.on('end', () => resolve(Buffer.concat(chunks, size)));
    payload.on('error', reject);
  });
}
