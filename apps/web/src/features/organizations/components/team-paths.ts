const segment = (id: string) => encodeURIComponent(id);

/** The addresses of the team pages (site route table). */
export const teamPaths = {
  organization: (organizationId: string) => `/organization/${segment(organizationId)}`,
  branch: (organizationId: string, branchId: string) =>
    `/organization/${segment(organizationId)}/branch/${segment(branchId)}`,
  member: (organizationId: string, branchId: string, teamUserId: string) =>
    `/organization/${segment(organizationId)}/branch/${segment(branchId)}/user/${segment(teamUserId)}`,
  loanOfficer: (teamUserId: string) => `/profile/loanofficer/${segment(teamUserId)}`,
};
