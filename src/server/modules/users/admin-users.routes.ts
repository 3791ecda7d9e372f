import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdminCreateUser, AdminSetUserActive, AdminUpdateUser, AdminUserListQuery } from '#shared/schemas/admin-users';
import { parseInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';
import { AdminUsersService, type ActingAdmin } from './admin-users.service.ts';

type WithId = { Params: { id: string } };

function actingAdmin(request: FastifyRequest): ActingAdmin {
  return { id: requireAdmin(request).id, sessionId: request.auth!.sessionId };
}

/** /api/admin/users: Manage Users (list, add, edit, activate or deactivate, delete). */
export function adminUsersRoutes({ db }: AdminDeps) {
  const users = new AdminUsersService(db);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/users', async (request) => users.list(parseInput(AdminUserListQuery, request.query, 'query')));
    app.get<WithId>('/users/:id', async (request) => users.get(request.params.id));
    app.post('/users', async (request, reply) => {
      const input = parseInput(AdminCreateUser, request.body, 'user');
      return reply.status(201).send(await users.create(actingAdmin(request), input));
    });
    app.put<WithId>('/users/:id', async (request) =>
      users.update(actingAdmin(request), request.params.id, parseInput(AdminUpdateUser, request.body, 'user')),
    );
    app.patch<WithId>('/users/:id/active', async (request) =>
      users.setActive(actingAdmin(request), request.params.id, parseInput(AdminSetUserActive, request.body, 'user').active),
    );
    app.delete<WithId>('/users/:id', async (request) => users.delete(actingAdmin(request), request.params.id));
  };
}
