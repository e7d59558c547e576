/** The signed-in account's info and avatar, what the header and the member centre show. */
import { z } from 'zod';
import { endpoint } from '../endpoint';

export const MemberInfoSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    username: z.string(),
    nickname: z.string(),
    type: z.number().int().describe('The account type (the agent flag)'),
    toUpline: z.string().nullable().describe("The upline's account, or null at the top of the tree"),
    clubLabel: z.object({ labelName: z.string(), rankLevel: z.number() }).nullable(),
    memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
    mobileNum: z.string().nullable().describe("Masked for display, e.g. '+84 ****5678'; null when none is on file"),
    email: z.string().nullable(),
    currencySymbol: z.string(),
    registeredAt: z.string(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfoValue = z.output<typeof MemberInfoSchema>;

export const MemberIconSchema = z.object({ iconUrl: z.string() });
export type MemberIconValue = z.output<typeof MemberIconSchema>;

const icon = {
  method: 'GET',
  caller: 'member',
  closedSite: 'serve',
  tag: 'member',
  summary: "The signed-in account's avatar picture",
  response: MemberIconSchema,
} as const;

export const memberInfoEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    caller: 'member',
    closedSite: 'serve',
    duringPasswordChange: true,
    tag: 'member',
    summary: "The signed-in account's info (mobile number and email masked)",
    response: MemberInfoSchema,
  }),
  icon: endpoint({ ...icon, path: '/wps/member/info/icon' }),
  playerAvatar: endpoint({ ...icon, path: '/wps/relay/MCSFE_getPlayerAvatar' }),
};
