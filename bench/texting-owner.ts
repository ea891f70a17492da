// The owner of the benches' directly written campaigns ('bench-owner'): a member of an organization of their own with
// texting on, as the sender checks before every text (messaging/service/texting-access-pause.ts). Each statement
// changes nothing when run again.
export const BENCH_OWNER = 'bench-owner';
export const BENCH_ORGANIZATION = 'bench-organization';

export const textingOwnerStatements = [
  `insert into teams (id, name, type, address, city, state, zip_code)
   values ('${BENCH_ORGANIZATION}', 'Bench lender', 'Organization', '1 Bench St', 'Sacramento', 'CA', '95814')
   on conflict do nothing`,
  `insert into team_users (id, team_id, user_id, name, email, role, can_text)
   values ('bench-team-user', '${BENCH_ORGANIZATION}', '${BENCH_OWNER}', 'Bench Owner', 'bench-owner@bench.example',
     'Member', true)
   on conflict do nothing`,
  `insert into memberships (id, user_id, team_id, team_user_id, role)
   values ('bench-membership', '${BENCH_OWNER}', '${BENCH_ORGANIZATION}', 'bench-team-user', 'member')
   on conflict do nothing`,
];
