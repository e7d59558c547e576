/**
 * Customer service: the contact entries (live chat, the VIP channel, WhatsApp, two Telegram
 * contacts, the help centre), each with who may see it (everyone, a minimum VIP level, some
 * languages) and when it is staffed (a weekly window in the site's time zone, or always); and the
 * named host an operator gives each VIP member. The platform answers only the entries the caller
 * may see; an entry outside its hours is still answered, marked offline with its next opening.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { CustomerServiceEntrySchema } from './system';

/** Where an entry sits in the right bar, in this order. VIP is the VIP channel. */
export const CS_POSITIONS = ['VIP', 'LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2', 'HELP'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];

/** '1' a plain link; '3' a service-record path, sent encrypted (see service-path.ts). */
export const CS_TYPES = ['1', '3'] as const;
export type CsType = (typeof CS_TYPES)[number];

/**
 * The club rank level from which a member is served by the VIP channel instead of live chat
 * ("above 4"). The same level opens the VIP page's host.
 */
export const CS_VIP_LEVEL = 5;

const Clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time HH:MM (00:00-23:59)');

/**
 * A weekly window in the site's time zone: on each listed weekday (1 Monday … 7 Sunday) from
 * `from` to `to`; a `to` at or before `from` runs past midnight into the next day (equal: 24 hours).
 */
export const CsHoursSchema = z
  .strictObject({
    days: z
      .array(z.number().int().min(1, 'days run 1 (Monday) to 7 (Sunday)').max(7, 'days run 1 (Monday) to 7 (Sunday)'))
      .min(1, 'name at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day'),
    from: Clock,
    to: Clock,
  })
  .meta({ id: 'CsHours' });
export type CsHours = z.output<typeof CsHoursSchema>;

/** A path on this site or an https address, nothing that runs script. */
export const CsPathSchema = z
  .string()
  .trim()
  .max(1024, 'must be at most 1024 characters')
  .refine((path) => /^\/(?!\/)[^\s<>"]*$/.test(path) || /^https:\/\/[^\s/<>"]+(\/[^\s<>"]*)?$/i.test(path), 'must be a path on this site (/…) or an https address');

const EntryName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1-40 lower-case letters, digits or -');
const Language = z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'must be a language code such as en or pt-br');

/** PUT /ops/customerService/entries/:name: an entry, created or replaced whole. */
export const CsEntryUpdateSchema = z
  .strictObject({
    position: z.enum(CS_POSITIONS),
    csType: z.enum(CS_TYPES),
    path: CsPathSchema.describe('The address as it opens; a type-3 path is stored and sent encrypted'),
    minLevel: z
      .number()
      .int()
      .min(1)
      .max(99)
      .nullable()
      .describe(`Members of this club rank level and above only; null: everyone, visitors too. The VIP channel needs ${CS_VIP_LEVEL} or more`),
    languages: z.array(Language).min(1).max(40).nullable().describe('Only pages in these languages; null: every language'),
    hours: CsHoursSchema.nullable().describe("Staffed hours in the site's time zone; null: always"),
    sort: z.number().int().min(0).max(999).optional().describe('Order within its position (lowest first); default 0'),
  })
  .superRefine((entry, context) => {
    if (entry.position === 'VIP' && (entry.minLevel === null || entry.minLevel < CS_VIP_LEVEL)) {
      context.addIssue({ code: 'custom', path: ['minLevel'], message: `the VIP channel needs a minimum level of ${CS_VIP_LEVEL} or more` });
    }
  })
  .meta({ id: 'CsEntryUpdate' });
export type CsEntryUpdate = z.input<typeof CsEntryUpdateSchema>;

export const CsEntryNameParamsSchema = z.object({ name: EntryName });

/** An entry as the operator sees it (a type-3 path in clear beside its stored form). */
export const OpsCsEntrySchema = z
  .object({
    name: z.string(),
    position: z.enum(CS_POSITIONS),
    csType: z.enum(CS_TYPES),
    path: z.string().describe('As the operator set it'),
    sentPath: z.string().describe('As visitors receive it (type 3: encrypted)'),
    minLevel: z.number().int().nullable(),
    languages: z.array(z.string()).nullable(),
    hours: CsHoursSchema.nullable(),
    sort: z.number().int(),
    updatedBy: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OpsCsEntry' });
export type OpsCsEntry = z.output<typeof OpsCsEntrySchema>;
export const OpsCsEntriesSchema = z.object({ list: z.array(OpsCsEntrySchema) });
export const CsRemovedSchema = z.object({ removed: z.boolean() });

/** The member's own VIP host, when one is assigned and the member is still VIP. */
export const VipHostSchema = z
  .object({
    name: z.string(),
    contact: z.string().describe('How to reach the host: a messaging handle or a number'),
    hours: CsHoursSchema.nullable(),
    online: z.boolean(),
    opensAt: z.string().nullable().describe('When offline: the next opening (ISO time)'),
  })
  .meta({ id: 'VipHost' });
export type VipHost = z.output<typeof VipHostSchema>;
export const MyVipHostSchema = z
  .object({
    vip: z.boolean().describe(`The caller is of level ${CS_VIP_LEVEL} or more`),
    host: VipHostSchema.nullable(),
  })
  .meta({ id: 'MyVipHost' });
export type MyVipHost = z.output<typeof MyVipHostSchema>;

const HostText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^<>]*$/, 'must not contain < or >');

/** PUT /ops/customerService/vipHosts/:account. */
export const VipHostUpdateSchema = z
  .strictObject({
    name: HostText(60),
    contact: HostText(80),
    hours: CsHoursSchema.nullable(),
  })
  .meta({ id: 'VipHostUpdate' });
export type VipHostUpdate = z.input<typeof VipHostUpdateSchema>;

export const VipHostAccountParamsSchema = z.object({ account: z.string().regex(/^[A-Za-z0-9_.@-]{2,64}$/, 'is not an account name') });

export const OpsVipHostSchema = VipHostSchema.extend({
  account: z.string(),
  rankLevel: z.number().int().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'OpsVipHost' });
export type OpsVipHost = z.output<typeof OpsVipHostSchema>;
export const OpsVipHostsSchema = z.object({ list: z.array(OpsVipHostSchema) });

const OPS_NOTE = 'Needs the operator token and `X-Operator` (who acts, kept with the entry). Takes effect on the next read.';

export const customerServiceEndpoints = {
  entries: endpoint({
    method: 'GET',
    path: '/wps/customerService/entries',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'system',
    summary: 'The customer-service entries the caller may see (a session token, when sent, must be valid)',
    description:
      `A visitor sees the entries for everyone; a member also those of their club rank level. From level ${CS_VIP_LEVEL} a member gets the VIP channel instead of live chat. ` +
      'Entries limited to languages follow the `Language` header. An entry outside its hours is answered with `online: false` and `opensAt`.',
    response: z.array(CustomerServiceEntrySchema),
  }),
  myVipHost: endpoint({
    method: 'GET',
    path: '/wps/customerService/vipHost',
    caller: 'member',
    closedSite: 'refuse',
    tag: 'system',
    summary: "The caller's own VIP host (null when none is assigned, or the caller is below the VIP level)",
    response: MyVipHostSchema,
  }),
  opsEntries: endpoint({
    method: 'GET',
    path: '/ops/customerService/entries',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Every customer-service entry, type-3 paths in clear',
    response: OpsCsEntriesSchema,
  }),
  opsSetEntry: endpoint({
    method: 'PUT',
    path: '/ops/customerService/entries/:name',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Create or replace a customer-service entry by its name',
    description: `${OPS_NOTE} A type-3 path is encrypted before it is stored.`,
    params: CsEntryNameParamsSchema,
    body: CsEntryUpdateSchema,
    response: OpsCsEntrySchema,
  }),
  opsRemoveEntry: endpoint({
    method: 'DELETE',
    path: '/ops/customerService/entries/:name',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Remove a customer-service entry (removed: false when there was none)',
    description: OPS_NOTE,
    params: CsEntryNameParamsSchema,
    response: CsRemovedSchema,
  }),
  opsVipHosts: endpoint({
    method: 'GET',
    path: '/ops/customerService/vipHosts',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Every VIP host assignment',
    response: OpsVipHostsSchema,
  }),
  opsSetVipHost: endpoint({
    method: 'PUT',
    path: '/ops/customerService/vipHosts/:account',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: `Assign (or change) a VIP member's host; the member must be of level ${CS_VIP_LEVEL} or more (else 409 NOT_VIP)`,
    description: OPS_NOTE,
    params: VipHostAccountParamsSchema,
    body: VipHostUpdateSchema,
    response: OpsVipHostSchema,
  }),
  opsRemoveVipHost: endpoint({
    method: 'DELETE',
    path: '/ops/customerService/vipHosts/:account',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: "Remove a member's VIP host (removed: false when there was none)",
    description: OPS_NOTE,
    params: VipHostAccountParamsSchema,
    response: CsRemovedSchema,
  }),
};
