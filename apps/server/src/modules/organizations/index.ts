// Organizations: organizations, branches, the people listed in them (team users: members, a loan officer's
// assistants and partners) and memberships, the scope every workspace route is checked in (decision 007).
export { scopeResolver } from './scope';
export { organizationOfMember } from './service/organization-of-member';
export { collaboratorOptionsFor, organizationOfTeam, teamNames, teamReachOf, teamReachSql } from './service/reach';
export { countOrganizations } from './module';
export { teamIdsOfOrganization } from './service/organization-teams';
