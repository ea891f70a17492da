import type { Role } from '@roost/domain';
import { formatMoney } from '../../../lib/format';

const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const dayOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When something happened, in the reader's time zone: 'Jan 11, 2026, 8:00:00 AM'. */
export const formatDateTime = (iso: string) => dateAndTime.format(new Date(iso));

/** The day something was created, in the reader's time zone: 'Jan 11, 2026'. */
export const formatDay = (iso: string) => dayOnly.format(new Date(iso));

/** Whole dollars, or a dash when there is no figure. */
export const formatDollars = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

/** A stored E.164 US number as people write it: +19165550175 -> (916) 555-0175. */
export function formatPhone(phone: string | null): string {
  if (!phone) return '—';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** How the roles read in the admin pages; a role added later reads as its own name until it has a label. */
const roleLabels: Partial<Record<Role, string>> = {
  user: 'User',
  loanofficer: 'Loan officer',
  branchmanager: 'Branch manager',
  admin: 'Admin',
  superadmin: 'Superadmin',
  orgadmin: 'Org admin',
  textadmin: 'Text admin',
  agent: 'Agent',
  campaigns: 'Campaigns',
  teamuser: 'Team member',
};

export const roleLabel = (role: string) => roleLabels[role as Role] ?? role;
