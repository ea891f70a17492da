import type { CampaignContact } from '@roost/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact } from '../../../test/api/campaigns';
import { stubScreenWidth } from '../../../test/phone-screen';

afterEach(() => vi.unstubAllGlobals());

const contacts: CampaignContact[] = [
  testContact({ id: 'k1', firstName: 'Maria', lastName: 'Lopez', status: 'Sent' }),
  testContact({
    id: 'k2',
    firstName: 'Ben',
    lastName: 'Ortiz',
    phoneNumber: '+15305550144',
    city: null,
    status: 'Active',
  }),
];

describe('campaign page on a phone', () => {
  it('lists the contacts as stacked items with name, phone and Status, and no sideways-scrolling table', async () => {
    stubScreenWidth(375);
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const list = within(await screen.findByRole('list', { name: 'All contacts' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'All contacts table' })).toBeNull();
    const maria = within(list.getByRole('listitem', { name: 'Maria Lopez' }));
    expect(maria.getByRole('button', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(maria.getByText('(916) 555-0101 · Auburn')).toBeInTheDocument();
    expect(maria.getByLabelText('Contact status: Sent')).toBeInTheDocument();
    expect(maria.getByRole('button', { name: 'Favorite Maria Lopez' })).toBeInTheDocument();
    const ben = within(list.getByRole('listitem', { name: 'Ben Ortiz' }));
    expect(ben.getByText('(530) 555-0144')).toBeInTheDocument();
    expect(ben.getByLabelText('Contact status: Active')).toBeInTheDocument();

    // The name opens the same panel as on a desk, inside the item.
    await userEvent.click(maria.getByRole('button', { name: 'Maria Lopez' }));
    expect(await maria.findByRole('region', { name: 'Maria Lopez: conversation and property' })).toBeInTheDocument();
  });

  it('keeps the table on a wider screen', async () => {
    stubScreenWidth(1024);
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    expect(await screen.findByRole('table', { name: 'All contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'All contacts' })).toBeNull();
  });
});
