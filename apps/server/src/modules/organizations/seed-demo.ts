import type { SessionUser } from '../../plugins/access';
import type { OrganizationFactory } from './factory';

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

const sessionOf = (person: DemoPerson): SessionUser => ({ ...person, status: 'active' });

/**
 * The demo organization (development and demo mode): Otto Orgadmin's organization with two branches,
 * Bea Branchmanager managing one with Leo Loanofficer in it, and Leo's two assistants, two realtor
 * partners with their ZIP codes (newest first) and a solar partner. Built with the tests' factory.
 */
export async function seedDemoOrganization(
  make: OrganizationFactory,
  people: { orgAdmin: DemoPerson; branchManager: DemoPerson; loanOfficer: DemoPerson },
) {
  const admin = sessionOf(people.orgAdmin);
  const organization = await make.organization(admin, {
    name: 'Sierra Home Lending',
    description: 'Demo organization (sample data)',
    address: '1500 Capitol Mall',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
  });
  const roseville = await make.branch(admin, organization.id, {
    name: 'Roseville Branch',
    address: '1 Sierra Gate Plaza',
    city: 'Roseville',
    state: 'CA',
    zipCode: '95678',
  });
  await make.branch(admin, organization.id, {
    name: 'Auburn Branch',
    address: '990 Lincoln Way',
    city: 'Auburn',
    state: 'CA',
    zipCode: '95603',
  });
  await make.member(admin, roseville.id, {
    role: 'Manager',
    name: people.branchManager.name,
    email: people.branchManager.email,
    phone: '9165550110',
  });
  const officer = await make.member(admin, roseville.id, {
    role: 'Loanofficer',
    name: people.loanOfficer.name,
    email: people.loanOfficer.email,
    phone: '9165550120',
    meta: 'NMLS 1049321',
  });
  const leo = sessionOf(people.loanOfficer);
  const partners = [
    { role: 'assistance', name: 'Ava Assistant', email: 'ava.assistant@demo.roost.local', phone: '9165550131' },
    { role: 'assistance', name: 'Ari Assistant', email: 'ari.assistant@demo.roost.local', phone: '9165550132' },
    { role: 'realtor', name: 'Rosa Realtor', email: 'rosa.realtor@demo.roost.local', meta: '95661,95678' },
    { role: 'realtor', name: 'Reed Realtor', email: 'reed.realtor@demo.roost.local', meta: '95630,95746,95650' },
    { role: 'solar', name: 'Sunny Solar', email: 'sunny.solar@demo.roost.local', phone: '9165550140' },
  ] as const;
  for (const partner of partners) await make.partner(leo, officer.id, partner);
}
