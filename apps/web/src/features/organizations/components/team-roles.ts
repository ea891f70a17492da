import { memberRoles, type MemberRole, type PartnerRole, type Role, type TeamUserRole } from '@roost/domain';

/** Who sees the buttons that add organizations and teams (spec 2.5 and section 6). */
export const organizationManagers: readonly Role[] = ['admin', 'superadmin', 'orgadmin'];
/** Who sees the buttons that change a branch's members; the server still checks the branch is theirs. */
export const branchManagers: readonly Role[] = [...organizationManagers, 'branchmanager'];

const roleLabels: Record<TeamUserRole, string> = {
  Manager: 'Manager',
  Loanofficer: 'Loan Officer',
  loanofficer: 'Loan Officer',
  teamuser: 'Loan Officer',
  Member: 'Member',
  creator: 'Creator',
  assistance: 'Assistant',
  realtor: 'Realtor Partner',
  solar: 'Solar Partner',
};

/** The roles GET /team/{id}/users?role=Loanofficer answers with: today's and the spec's older names. */
const loanOfficerRoles: readonly TeamUserRole[] = ['Loanofficer', 'loanofficer', 'teamuser'];

export function isLoanOfficerRole(role: TeamUserRole): boolean {
  return loanOfficerRoles.includes(role);
}

export function roleLabel(role: TeamUserRole): string {
  return roleLabels[role];
}

export const memberRoleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** The member role a record's role is edited as: the spec's older names read as today's. */
export function editableMemberRole(role: TeamUserRole): MemberRole {
  if ((memberRoles as readonly string[]).includes(role)) return role as MemberRole;
  // The server keeps a creator a creator whatever is sent; Manager is what a creator does.
  return role === 'creator' ? 'Manager' : role === 'Member' ? 'Member' : 'Loanofficer';
}

/** The loan officer profile's tabs and Add menu (spec 2.8), in the spec's order. */
export const partnerKinds: readonly { role: PartnerRole; label: string; tab: string; empty: string }[] = [
  { role: 'assistance', label: 'Assistant', tab: 'Assistants', empty: 'No assistants to display' },
  { role: 'realtor', label: 'Realtor Partner', tab: 'Realtor Partners', empty: 'No realtor partners to display' },
  { role: 'solar', label: 'Solar Partner', tab: 'Solar Partners', empty: 'No solar partners to display' },
];
