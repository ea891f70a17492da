import type { Team } from '@roost/domain';

/** A team's address on one line: '1 Main St, Auburn, CA 95603'. */
export function teamAddress(team: Pick<Team, 'address' | 'city' | 'state' | 'zipCode'>): string {
  return `${team.address}, ${team.city}, ${team.state} ${team.zipCode}`;
}
