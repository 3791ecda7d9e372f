import { z } from 'zod';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { LANGUAGES } from '#shared/languages';
import { codeField, mobileField } from './mobile-sign-in.ts';

/**
 * Field agents (docs/product-rules.md 55): village entrepreneurs who keep their own farmers, each
 * added with the farmer's code, order for them through the farmer's consent (rule 53), and earn a
 * commission on their delivered orders.
 */

/** POST /api/admin/agent/farmers: the farmer's mobile (a new number needs his name, and takes his language); a code goes to it. */
export const AdminAgentFarmerInput = z.object({
  mobile: mobileField,
  name: z.string().trim().max(100, 'tooLong100').optional().transform((v) => v || undefined),
  language: z.enum(LANGUAGES, 'language'),
});
export type AdminAgentFarmerInput = z.infer<typeof AdminAgentFarmerInput>;

/** What was asked: the farmer the code went to, and until when it is good. */
export const AdminAgentFarmerAsked = z.object({
  farmer: z.object({ id: z.string(), name: z.string(), mobile: z.string(), isNew: z.boolean() }),
  expiresAt: z.string(),
});
export type AdminAgentFarmerAsked = z.infer<typeof AdminAgentFarmerAsked>;

/** POST /api/admin/agent/farmers/confirm: the code the farmer read out. */
export const AdminAgentFarmerConfirm = z.object({ mobile: mobileField, code: codeField });

/** One of his orders for a farmer: where it is (its status is its delivery's). */
export const AgentFarmerOrder = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  totalPaise: z.number().int(),
  placedAt: z.string(),
  expectedOn: z.string().nullable(),
});

export const AdminAgentFarmer = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  addedAt: z.string(),
  /** His latest orders for the farmer, newest first. */
  orders: z.array(AgentFarmerOrder),
});
export type AdminAgentFarmer = z.infer<typeof AdminAgentFarmer>;

/** GET /api/admin/agent/farmers: his own farmers, newest added first. */
export const AdminAgentFarmerList = z.object({ farmers: z.array(AdminAgentFarmer) });
export type AdminAgentFarmerList = z.infer<typeof AdminAgentFarmerList>;

export const COMMISSION_KINDS = ['earned', 'reversed', 'paid'] as const;

export const CommissionEntry = z.object({
  id: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  /** Earned: positive; reversed and paid: negative. */
  amountPaise: z.number().int(),
  orderNumber: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/agent/commission: his ledger, newest first, and what is due to him. */
export const AdminAgentLedger = z.object({ balancePaise: z.number().int(), entries: z.array(CommissionEntry) });
export type AdminAgentLedger = z.infer<typeof AdminAgentLedger>;

/** The commission rate of each category, in basis points (250 = 2.5 %); a category without one earns nothing. */
export const CommissionRates = z.object({
  rates: z.array(z.object({ category: z.enum(CATEGORY_SLUGS, 'commissionCategory'), percentBp: z.number('commissionPercent').int('commissionPercent').min(0, 'commissionPercent').max(10_000, 'commissionPercent') })),
});
export type CommissionRates = z.infer<typeof CommissionRates>;

/** GET /api/admin/commissions: every field agent's balance (the accountant's). */
export const AdminCommissionBalances = z.object({
  agents: z.array(z.object({ agentId: z.string(), name: z.string(), earnedPaise: z.number().int(), reversedPaise: z.number().int(), paidPaise: z.number().int(), balancePaise: z.number().int() })),
});
export type AdminCommissionBalances = z.infer<typeof AdminCommissionBalances>;

/** POST /api/admin/commissions/:userId/payouts: what was paid the agent, and its reference (UTR). */
export const AdminCommissionPayout = z.object({
  amountPaise: z.number('payoutAmount').int('payoutAmount').min(1, 'payoutAmount'),
  reference: z.string('payoutReference').trim().min(4, 'payoutReference').max(64, 'payoutReference').regex(/^[A-Za-z0-9/-]+$/, 'payoutReference'),
});
export type AdminCommissionPayout = z.infer<typeof AdminCommissionPayout>;
