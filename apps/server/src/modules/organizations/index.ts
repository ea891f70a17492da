// Organizations: organizations, branches, the people listed in them (team users: members, a loan officer's
// assistants and partners) and memberships, the scope every workspace route is checked in (decision 007).
export { scopeResolver } from './scope';
export { organizationOfMember } from './service/organization-of-member';
export { mayTextFor } from './service/texting-access';
export { collaboratorOptionsFor, organizationOfTeam, teamNames, teamReachOf, teamReachSql } from './service/reach';
export { countOrganizations } from './module';
// The organization's limits on marketing texts per number, read by the sender.
export { textFrequencyForScope } from './service/text-frequency';

// The loan officers a lead may go to.
export { deskOf, desksOfTeam, desksServingZip, type LeadDesk } from './service/lead-desks';
export { teamIdsOfOrganization } from './service/organization-teams';
// How a loan officer and their realtor partners are listed: a contact's own page shows them.
export {
  loanOfficerListing,
  partnerServingZip,
  LISTING_READ_TABLES,
  type LoanOfficerListing,
  type RealtorPartner,
} from './service/loan-officer-listing';
