import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import { AppError, registerErrorHandling } from './http/errors.ts';
import { isClientRoute, registerClientFiles } from './http/client-files.ts';
import { registerSessions } from './http/session.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SessionStore } from './modules/auth/sessions.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { OrdersService, type OrderHooks } from './modules/orders/orders.service.ts';
import { vendorRoutes } from './modules/vendors/vendor.routes.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'logLevel' | 'clientDir'> & Partial<Pick<AppConfig, 'orderRateLimit'>>;
  database: Db;
  /** Logging off in tests unless asked for. */
  logger?: boolean;
  /** Test seams of the order transaction (failure injection). */
  orderHooks?: OrderHooks;
}

/** Bodies are small JSON forms; anything near this is not a real request. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp({ config, database, logger = true, orderHooks }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Never log credentials or session cookies, whatever a later route adds.
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        }
      : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: 200 },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Not upgrade-insecure-requests: a shop served over plain HTTP on a LAN address must still load.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  registerErrorHandling(app);

  const { db, dialect } = database;
  const sessions = new SessionStore(db);
  const auth = new AuthService(db);
  const contact = new ContactService(db);
  await registerSessions(app, sessions);

  await app.register(
    async (api) => {
      await api.register(catalogRoutes(new CatalogService(db, dialect)));
      await api.register(contactRoutes(contact));
      await api.register(orderRoutes(new OrdersService(db, orderHooks), { perMinute: config.orderRateLimit ?? 30 }));
    },
    { prefix: '/api/store' },
  );
  await app.register(authRoutes(auth, sessions), { prefix: '/api/auth' });
  await app.register(vendorRoutes({ auth }), { prefix: '/api/vendor' });
  await app.register(adminRoutes({ db, dialect, contact }), { prefix: '/api/admin' });
  app.get('/api/health', async () => ({ status: 'ok' }));

  const clientDir = config.clientDir && fs.existsSync(path.join(config.clientDir, 'index.html')) ? config.clientDir : undefined;
  if (clientDir) await registerClientFiles(app, clientDir);

  app.setNotFoundHandler((request, reply) => {
    if (clientDir && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      return reply.sendIndexHtml();
    }
    throw new AppError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}

