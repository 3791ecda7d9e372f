import { z } from 'zod';
import { AGR10_DOMAIN, becknContextSchema, becknErrorSchema, isoDurationSchema, ONDC_COUNTRY, rfc3339Schema } from './beckn-context.ts';

/**
 * ONDC's Issue & Grievance Management (IGM) 1.0.0 as the shop's seller node reads and writes it
 * (docs/decisions/0079): the buyer app's `issue` and `issue_status`, the shop's `on_issue` and
 * `on_issue_status`.
 *
 * Written from ONDC's own validator of IGM 1.0.0 logs: ONDC-Official/log-validation-utility,
 * schema/Igm/issueSchema.ts (commit 1382bbe59699c3e3cd9904f6be6185ecc500964d),
 * schema/Igm/issueStatusSchema.ts and schema/Igm/onIssueSchema.ts (commit
 * 26c02f0c43379e7692ba9824d22f458ce6150f7a), schema/Igm/onIssueStatusSchema.ts (commit
 * 0460cb35041e0ea49be55c3f2645c316f96df946) and utils/issue_subcategories.ts (commit
 * 6011e33c45cc4d9cb4b6248d0e6fc93a312e10e6): the required fields, the enums of category,
 * sub_category, complainant_action, respondent_action, issue_type, source.type and
 * resolution.action_triggered. IGM's context is Beckn's flat one with core_version "1.0.0" (not
 * retail's "1.2.0"); the domain stays the order's, ONDC:AGR10, and ttl is required.
 *
 * As the other wire schemas, what the shop receives is read loosely (extra fields pass) with every
 * field the validator requires enforced; what it sends is checked before it goes.
 */

/** context.core_version of every IGM 1.0.0 message. */
export const IGM_CORE_VERSION = '1.0.0';

const text = z.string().trim().min(1, 'Required');

/** The categories IGM 1.0.0 takes, and their sub-categories (utils/issue_subcategories.ts). */
export const ISSUE_SUB_CATEGORIES = {
  ITEM: ['ITM01', 'ITM02', 'ITM03', 'ITM04', 'ITM05'],
  FULFILLMENT: ['FLM01', 'FLM02', 'FLM03', 'FLM04', 'FLM05', 'FLM06', 'FLM07', 'FLM08'],
} as const;
export type IssueCategory = keyof typeof ISSUE_SUB_CATEGORIES;
export type IssueSubCategory = (typeof ISSUE_SUB_CATEGORIES)[IssueCategory][number];

export const COMPLAINANT_ACTIONS = ['OPEN', 'ESCALATE', 'CLOSE'] as const;
export type ComplainantAction = (typeof COMPLAINANT_ACTIONS)[number];
export const RESPONDENT_ACTIONS = ['PROCESSING', 'CASCADED', 'RESOLVED', 'NEED-MORE-INFO'] as const;
export type RespondentAction = (typeof RESPONDENT_ACTIONS)[number];

/** The context of an IGM message at this node: AGR10, IND, core version 1.0.0, this node named. */
export function igmContextSchema<A extends 'issue' | 'issue_status' | 'on_issue' | 'on_issue_status'>(action: A) {
  return becknContextSchema.extend({
    domain: z.literal(AGR10_DOMAIN),
    country: z.literal(ONDC_COUNTRY),
    core_version: z.literal(IGM_CORE_VERSION),
    action: z.literal(action),
    bpp_id: becknContextSchema.shape.bap_id,
    bpp_uri: becknContextSchema.shape.bap_uri,
  });
}

/** A request's context, with the ttl the validator requires of issue and issue_status. */
const igmRequestContextSchema = <A extends 'issue' | 'issue_status'>(action: A) => igmContextSchema(action).extend({ ttl: isoDurationSchema });

/** An Indian phone as IGM writes it: 10 or 11 digits (issueSchema complainant_info.contact.phone). */
const phoneSchema = z.string().regex(/^\d{10,11}$/, 'A phone number of 10 or 11 digits');

const personSchema = z.looseObject({ name: text });
/** Who took an action: the organisation ("<subscriber id>::<domain>"), a contact and a person. */
const actorSchema = z.looseObject({
  org: z.looseObject({ name: text }),
  contact: z.looseObject({ phone: text, email: text }),
  person: personSchema,
});
const durationObject = z.looseObject({ duration: isoDurationSchema });

const complainantActionSchema = z.looseObject({
  complainant_action: z.enum(COMPLAINANT_ACTIONS),
  short_desc: text,
  updated_at: rfc3339Schema,
  updated_by: actorSchema,
});

/** issue: a complaint about an order, filed (OPEN), escalated (ESCALATE) or closed (CLOSE) by the buyer app. */
export const issueRequestSchema = z.looseObject({
  context: igmRequestContextSchema('issue'),
  message: z.looseObject({
    issue: z
      .looseObject({
        id: text.max(100, 'At most 100 characters'),
        category: z.enum(['ITEM', 'FULFILLMENT']),
        sub_category: text,
        complainant_info: z.looseObject({
          person: personSchema,
          // An e-mail that is not one (a buyer app may send "") is not kept, rather than refusing the complaint.
          contact: z.looseObject({ phone: phoneSchema, email: z.string().max(254, 'At most 254 characters').optional() }),
        }),
        order_details: z.looseObject({
          id: text.max(100, 'At most 100 characters'),
          provider_id: text,
          state: z.string().optional(),
          items: z.array(z.looseObject({ id: text, quantity: z.number().int().min(1) })).optional(),
          fulfillments: z.array(z.looseObject({ id: text, state: z.string().optional() })).optional(),
        }),
        // The ticket's words: short_desc is the complaint, long_desc its detail.
        description: z.looseObject({ short_desc: text.max(1000, 'At most 1000 characters'), long_desc: z.string().max(3000, 'At most 3000 characters').optional() }),
        source: z.looseObject({ network_participant_id: text, type: z.enum(['CONSUMER', 'SELLER', 'INTERFACING-NP']) }),
        expected_response_time: durationObject,
        expected_resolution_time: durationObject,
        status: z.enum(['OPEN', 'CLOSED']),
        issue_type: z.enum(['ISSUE', 'GRIEVANCE', 'DISPUTE']),
        issue_actions: z.looseObject({ complainant_actions: z.array(complainantActionSchema).min(1, 'At least one complainant action') }),
        rating: z.enum(['THUMBS-UP', 'THUMBS-DOWN']).optional(),
        created_at: rfc3339Schema,
        updated_at: rfc3339Schema,
      })
      .superRefine((issue, ctx) => {
        const allowed: readonly string[] = ISSUE_SUB_CATEGORIES[issue.category];
        if (!allowed.includes(issue.sub_category)) ctx.addIssue({ code: 'custom', path: ['sub_category'], message: `One of ${allowed.join(', ')} for ${issue.category}` });
      }),
  }),
});
export type IssueRequest = z.infer<typeof issueRequestSchema>;

/** issue_status: the buyer app asks where its issue stands. */
export const issueStatusRequestSchema = z.looseObject({
  context: igmRequestContextSchema('issue_status'),
  message: z.looseObject({ issue_id: text.max(100, 'At most 100 characters') }),
});
export type IssueStatusRequest = z.infer<typeof issueStatusRequestSchema>;

const respondentActionSchema = z.looseObject({
  respondent_action: z.enum(RESPONDENT_ACTIONS),
  short_desc: text,
  updated_at: rfc3339Schema,
  updated_by: actorSchema,
  cascaded_level: z.number().int().optional(),
});

/** The issue as the shop answers it: its id, the respondent's actions so far, its times. */
const answeredIssueShape = {
  id: text,
  issue_actions: z.looseObject({ respondent_actions: z.array(respondentActionSchema).min(1) }),
  created_at: rfc3339Schema,
  updated_at: rfc3339Schema,
};

const errorOnly = <C extends z.ZodType>(context: C) => z.looseObject({ context, error: becknErrorSchema });

/** on_issue: the shop's answer to an issue (PROCESSING, or RESOLVED when it is already), or ONDC's error. */
export const onIssueSchema = z.union([
  z.looseObject({
    context: igmContextSchema('on_issue'),
    message: z.looseObject({
      issue: z.looseObject({ ...answeredIssueShape, expected_response_time: durationObject.optional(), expected_resolution_time: durationObject.optional() }),
    }),
  }),
  errorOnly(igmContextSchema('on_issue')),
]);

/** on_issue_status: where the ticket stands, who answers for it, and once resolved its resolution. */
export const onIssueStatusSchema = z.union([
  z.looseObject({
    context: igmContextSchema('on_issue_status'),
    message: z.looseObject({
      issue: z.looseObject({
        ...answeredIssueShape,
        status: z.enum(['OPEN', 'CLOSED']).optional(),
        resolution_provider: z.looseObject({
          respondent_info: z.looseObject({
            type: z.enum(['INTERFACING-NP', 'TRANSACTION-COUNTERPARTY-NP', 'CASCADED-COUNTERPARTY-NP']),
            organization: actorSchema,
            resolution_support: z.looseObject({
              gros: z.array(z.looseObject({ gro_type: text, person: personSchema.optional(), contact: z.looseObject({ phone: z.string().optional(), email: z.string().optional() }).optional() })).optional(),
            }),
          }),
        }),
        resolution: z
          .looseObject({
            short_desc: text,
            long_desc: z.string().optional(),
            action_triggered: z.enum(['REFUND', 'REPLACEMENT', 'RETURN', 'CANCEL', 'NO-ACTION']),
            action: z.enum(['RESOLVE', 'REJECT']).optional(),
          })
          .optional(),
      }),
    }),
  }),
  errorOnly(igmContextSchema('on_issue_status')),
]);
