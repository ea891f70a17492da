import { z } from 'zod';
import { toE164 } from './phone';
import { DEFAULT_MAX_LENGTH, emailAddress, plainText } from './text';

/** The spec's Team types; the forms create organizations and branches (section 3). */
export const teamTypes = ['Organization', 'Branch', 'Team', 'Company'] as const;
export type TeamType = (typeof teamTypes)[number];

/** Roles of a team member, added by an organization admin or branch manager (team member form). */
export const memberRoles = ['Manager', 'Loanofficer', 'Member'] as const;
/** Roles of the people a loan officer keeps (loan officer profile tabs). */
export const partnerRoles = ['assistance', 'realtor', 'solar'] as const;
/** Every team-user role the spec lists; creator and teamuser are set by the server, never sent. */
export const teamUserRoles = [...memberRoles, ...partnerRoles, 'creator', 'teamuser', 'loanofficer'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type PartnerRole = (typeof partnerRoles)[number];
export type TeamUserRole = (typeof teamUserRoles)[number];

export function isPartnerRole(role: string): role is PartnerRole {
  return (partnerRoles as readonly string[]).includes(role);
}

/** The spec's banners (section 8), its 'addess' typo fixed. */
export const teamMessages = {
  savedLoanOfficer: 'Successfully saved loan officer',
  textingSwitchAdminsOnly: "Only the organization's admins turn a member's texting access on or off",
  updatedLoanOfficer: 'Successfully updated loan officer',
  savedOrganization: 'Successfully saved organization',
  savedTeam: 'Successfully saved team',
  updatedTeam: 'Successfully updated team',
  savedTeamMember: 'Successfully saved team member',
  updatedTeamMember: 'Successfully updated team member',
  errorLoanOfficer: 'Error saving loan officer',
  errorOrganization: 'Error saving organization',
  errorTeam: 'Error saving team',
  confirmDeleteTeamUser: 'Are you sure you want to delete the team user?',
  confirmDeleteTeam: 'Are you sure you want to delete the team?',
  noOrganizations: 'No organizations to display',
  noBranches: 'No branches to display',
  noBranchesTitle: 'No Branches to Display',
  noLoanOfficers: 'No Loan Officers to Display',
  teamNotFound: 'Team not found',
  teamUserNotFound: 'Team user not found',
  teamHasMembers: 'This team still has members or branches. Remove them first, or confirm deleting them all.',
  alreadyMember: 'This person is already a member of this team',
  cannotDeleteSelf: 'You cannot remove yourself from a team',
  emailFixed: 'Email cannot be changed; remove the member and add them again with the new email',
} as const;

/** A required field with the spec's 'X required' text (section 5). */
const required = (label: string, maxLength = DEFAULT_MAX_LENGTH) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} required` : `${label} must be text`) })
    .pipe(plainText(label, maxLength))
    .refine((value) => value.length > 0, { error: `${label} required` });

const optionalText = (label: string, maxLength = DEFAULT_MAX_LENGTH) => plainText(label, maxLength).optional();

const zipCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'ZipCode required' : 'ZipCode must be text') })
  .trim()
  .refine((value) => value.length > 0, { error: 'ZipCode required' })
  .refine((value) => value.length === 0 || /^\d{5}(-\d{4})?$/.test(value), {
    error: 'ZipCode must be a 5-digit ZIP code',
  });

/** An id sent by the caller: bounded, so nothing unbounded reaches a query. */
export const recordId = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} required` })
    .max(100, { error: `${label} is not valid` });

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** Cross-field checks run even when a field is missing, so every failing field gets its message. */
const everyField = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /team and PUT /team/{id}: an organization, or a branch of one (parentId). */
export const teamRequestSchema = z
  .strictObject(
    {
      name: required('Name'),
      description: optionalText('Description', 1000),
      address: required('Address'),
      city: required('City', 100),
      state: required('State', 50),
      zipCode,
      type: z.enum(teamTypes, { error: `Type must be one of: ${teamTypes.join(', ')}` }).default('Organization'),
      parentId: recordId('Organization').optional(),
      externalId: optionalText('External id', 100),
    },
    strict,
  )
  .superRefine((team, ctx) => {
    if (team.type === 'Organization' && team.parentId) {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'An organization has no parent organization' });
    }
    if (team.type !== 'Organization' && !team.parentId) {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'Organization required' });
    }
  }, everyField);
export type TeamRequest = z.input<typeof teamRequestSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(teamTypes),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  externalId: z.string().nullable(),
  parentId: z.string().nullable(),
  createdDate: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /team/{id}: the team with its branches and its members. */
export const teamDetailSchema = teamSchema.extend({
  teams: z.array(teamSchema),
  teamUsers: z.array(z.lazy(() => teamUserSchema)),
});

const phoneNumber = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, { error: 'Phone must be at most 30 characters' })
  .transform((value, ctx) => {
    if (value === '') return '';
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Phone must be a valid US phone number' });
      return z.NEVER;
    }
    return e164;
  });

/** A realtor's ZIP codes live in meta as a comma list, newest first (spec 2.8). */
export function zipListOf(meta: string | null | undefined): string[] {
  return (meta ?? '')
    .split(',')
    .map((zip) => zip.trim())
    .filter((zip) => zip.length > 0);
}

const memberFields = {
  name: required('Name'),
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Email required' : 'Email must be text') })
    .trim()
    .refine((value) => value.length > 0, { error: 'Email required' })
    .pipe(emailAddress)
    .transform((email) => email.toLowerCase()),
  phone: phoneNumber.optional(),
  canText: z.boolean({ error: 'canText must be true or false' }).default(true),
  externalId: optionalText('External id', 100),
  meta: optionalText('Meta', 2000),
};

/** Team members need a phone (team member form); a realtor's meta must be a list of ZIP codes. */
function checkMember(
  member: { role: string; phone?: string | undefined; meta?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (typeof member.role === 'string' && !isPartnerRole(member.role) && !member.phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Phone Number required' });
  }
  if (member.role === 'realtor' && typeof member.meta === 'string') {
    const bad = zipListOf(member.meta).find((zip) => !/^\d{5}$/.test(zip));
    if (bad)
      ctx.addIssue({
        code: 'custom',
        path: ['meta'],
        message: `Zip code ${bad.slice(0, 10)} is not a 5-digit ZIP code`,
      });
  }
}

/**
 * POST /team/user. A team member (Manager, Loanofficer, Member) joins teamId; a loan officer's
 * assistant or partner (assistance, realtor, solar) has parentId, the loan officer's team-user id.
 * userId, teamName and teamType are the spec's fields but the server decides them: the account is
 * found or made from the e-mail, the names come from the team.
 */
export const teamUserRequestSchema = z
  .strictObject(
    {
      teamId: recordId('Team').optional(),
      parentId: recordId('Loan officer').optional(),
      userId: z.string().max(100).optional(),
      teamName: z.string().max(DEFAULT_MAX_LENGTH).optional(),
      teamType: z.string().max(50).optional(),
      role: z.enum([...memberRoles, ...partnerRoles], {
        error: `Role must be one of: ${[...memberRoles, ...partnerRoles].join(', ')}`,
      }),
      ...memberFields,
    },
    strict,
  )
  .superRefine((member, ctx) => {
    checkMember(member, ctx);
    if (isPartnerRole(member.role) && !member.parentId) {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'Loan officer required' });
    }
    if (!isPartnerRole(member.role) && !member.teamId) {
      ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Team required' });
    }
  }, everyField);
export type TeamUserRequest = z.input<typeof teamUserRequestSchema>;

/** PUT /team/user/{id}: the member's details; the team, parent and e-mail stay as they are. */
export const teamUserUpdateSchema = z
  .strictObject(
    {
      role: z.enum([...memberRoles, ...partnerRoles]),
      ...memberFields,
      teamId: z.string().max(100).optional(),
      parentId: z.string().max(100).optional(),
      userId: z.string().max(100).optional(),
      teamName: z.string().max(DEFAULT_MAX_LENGTH).optional(),
      teamType: z.string().max(50).optional(),
    },
    strict,
  )
  .superRefine(checkMember, everyField);
export type TeamUserUpdate = z.input<typeof teamUserUpdateSchema>;

export const teamUserSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  userId: z.string().nullable(),
  parentId: z.string().nullable(),
  teamName: z.string(),
  teamType: z.enum(teamTypes),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(teamUserRoles),
  externalId: z.string().nullable(),
  canText: z.boolean(),
  meta: z.string().nullable(),
  createdDate: z.string(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

/** GET /team/users/{userId}: the teams a person belongs to (spec: Team membership). */
export const teamMembershipSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  teamType: z.enum(teamTypes),
  role: z.enum(teamUserRoles),
  createdDate: z.string(),
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

/** DELETE /team/{id}?confirm=cascade removes the team's branches and members with it. */
export const teamDeleteQuerySchema = z.object({ confirm: z.enum(['cascade']).optional() });

export const teamListQuerySchema = z.object({ type: z.enum(teamTypes).optional() });
