import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCustomerGroupInput } from '#shared/schemas/price-lists';
import { AdminCreateUser, AdminDeleteUserResult, AdminSetStaffRole, AdminSetUserActive, AdminUpdateUser, AdminUser, AdminUserList, AdminUserListQuery } from '#shared/schemas/admin-users';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { ActingAdmin, AdminUsersService } from './admin-users.service.ts';

function actingAdmin(request: FastifyRequest): ActingAdmin {
  const user = requireAdmin(request);
  return { id: user.id, sessionId: request.auth!.sessionId, staffRole: user.staff_role };
}

/** /api/admin/users: Manage Users (list, add, edit, activate or deactivate, a staff account's role, delete). */
export function adminUsersRoutes(users: AdminUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users', { schema: { querystring: AdminUserListQuery, response: { 200: AdminUserList } } }, async (request) => users.list(request.query));
    app.get('/users/:id', { schema: { params: IdParams, response: { 200: AdminUser } } }, async (request) => users.get(request.params.id));
    app.post('/users', { schema: { body: AdminCreateUser, response: { 201: AdminUser } } }, async (request, reply) =>
      reply.status(201).send(await users.create(actingAdmin(request), request.body)),
    );
    app.put('/users/:id', { schema: { params: IdParams, body: AdminUpdateUser, response: { 200: AdminUser } } }, async (request) =>
      users.update(actingAdmin(request), request.params.id, request.body),
    );
    app.patch('/users/:id/active', { schema: { params: IdParams, body: AdminSetUserActive, response: { 200: AdminUser } } }, async (request) =>
      users.setActive(actingAdmin(request), request.params.id, request.body.active),
    );
    app.put('/users/:id/group', { schema: { params: IdParams, body: AdminCustomerGroupInput, response: { 200: AdminUser } } }, async (request) => users.setGroup(request.params.id, request.body.group));
    // The owner gives a staff account another role (docs/product-rules.md 49).
    app.put('/users/:id/staff-role', { schema: { params: IdParams, body: AdminSetStaffRole, response: { 200: AdminUser } } }, async (request) =>
      users.setStaffRole(actingAdmin(request), request.params.id, request.body.staffRole),
    );
    app.delete('/users/:id', { schema: { params: IdParams, response: { 200: AdminDeleteUserResult } } }, async (request) =>
      users.delete(actingAdmin(request), request.params.id),
    );
  };
}
