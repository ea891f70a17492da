import type { CampaignContact } from '@roost/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact } from '../../../test/api/campaigns';
import { stubScreenWidth } from '../../../test/phone-screen';

afterEach(() => vi.unstubAllGlobals());

const contacts: CampaignContact[] = [
  testContact({ id: 'k1', firstName: 'Ana', lastName: 'Moved', skipReason: 'reassigned' }),
  testContact({ id: 'k2', firstName: 'Bo', lastName: 'Home', phoneNumber: '+12795550102', skipReason: 'landline' }),
  testContact({ id: 'k3', firstName: 'Cy', lastName: 'Texted', phoneNumber: '+19165550103', status: 'Sent' }),
];

describe('why a campaign contact was not texted', () => {
  it('says it under the status in the table: a number that changed hands, a landline; nothing for a texted one', async () => {
    stubScreenWidth(1024);
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const table = within(await screen.findByRole('table', { name: 'All contacts' }));
    const row = (name: string) => within(table.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
    expect(row('Ana Moved').getByText('Not texted: the number changed hands since consent')).toBeInTheDocument();
    expect(row('Bo Home').getByText('Not texted: a landline')).toBeInTheDocument();
    expect(row('Cy Texted').queryByText(/Not texted/)).toBeNull();
  });

  it('says it in the stacked list on a phone', async () => {
    stubScreenWidth(375);
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const list = within(await screen.findByRole('list', { name: 'All contacts' }));
    const bo = within(list.getByRole('listitem', { name: 'Bo Home' }));
    expect(bo.getByText('Not texted: a landline')).toBeInTheDocument();
  });
});
