import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAgentFarmer,
  AdminAgentFarmerAsked,
  AdminAgentFarmerConfirm,
  AdminAgentFarmerInput,
  AdminAgentFarmerList,
  AdminAgentLedger,
  AdminCommissionBalances,
  AdminCommissionPayout,
  CommissionRates,
} from '#shared/schemas/field-agents';
import { UserIdParams } from '#shared/schemas/params';
import { AdminPickupPoint, PickupPointInput, StorePickupPoints } from '#shared/schemas/pickup-points';
import { requireAdmin, requireUser } from '#server/http/guards';
import type { AgentFarmers } from './agent-farmers.service.ts';
import type { Commissions } from './commissions.service.ts';
import type { PickupPoints } from './pickup-points.service.ts';

/**
 * /api/admin: a field agent's own farmers and commission (farmers.own), the owner's commission
 * rates (commissions.settings), the accountant's balances and payouts (commissions.payout);
 * docs/product-rules.md 55.
 */
export function adminAgentRoutes(farmers: AgentFarmers, commissions: Commissions, pickupPoints: PickupPoints): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/agent/farmers', { schema: { response: { 200: AdminAgentFarmerList } } }, async (request) => farmers.list(requireAdmin(request)));
    app.post('/agent/farmers', { schema: { body: AdminAgentFarmerInput, response: { 202: AdminAgentFarmerAsked } } }, async (request, reply) =>
      reply.code(202).send(await farmers.ask(requireAdmin(request), request.body)),
    );
    app.post('/agent/farmers/confirm', { schema: { body: AdminAgentFarmerConfirm, response: { 201: AdminAgentFarmer } } }, async (request, reply) =>
      reply.code(201).send(await farmers.confirm(requireAdmin(request), request.body.mobile, request.body.code)),
    );
    // His village pickup point (docs/product-rules.md 56).
    app.get('/agent/pickup-point', { schema: { response: { 200: AdminPickupPoint } } }, async (request) => pickupPoints.mine(requireAdmin(request)));
    app.put('/agent/pickup-point', { schema: { body: PickupPointInput, response: { 200: AdminPickupPoint } } }, async (request) => pickupPoints.save(requireAdmin(request), request.body));
    app.get('/agent/commission', { schema: { response: { 200: AdminAgentLedger } } }, async (request) => commissions.ledger(requireAdmin(request).id));

    app.get('/commission-rates', { schema: { response: { 200: CommissionRates } } }, async () => commissions.rates());
    app.put('/commission-rates', { schema: { body: CommissionRates, response: { 200: CommissionRates } } }, async (request) => commissions.setRates(request.body));

    app.get('/commissions', { schema: { response: { 200: AdminCommissionBalances } } }, async () => commissions.balances());
    app.get('/commissions/:userId', { schema: { params: UserIdParams, response: { 200: AdminAgentLedger } } }, async (request) => commissions.ledger(request.params.userId));
    app.post('/commissions/:userId/payouts', { schema: { params: UserIdParams, body: AdminCommissionPayout, response: { 201: AdminAgentLedger } } }, async (request, reply) =>
      reply.code(201).send(await commissions.payOut(requireAdmin(request), request.params.userId, request.body)),
    );
  };
}

/** /api/store/pickup-points: the village points checkout offers the signed-in buyer (docs/product-rules.md 56). */
export function storePickupPointRoutes(pickupPoints: PickupPoints): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/pickup-points', { schema: { response: { 200: StorePickupPoints } } }, async (request) => pickupPoints.forBuyer(requireUser(request).id));
  };
}
