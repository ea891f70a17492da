import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign } from '../../../test/api/campaigns';

afterEach(() => vi.unstubAllGlobals());

describe('campaign page: funnel', () => {
  it('shows each step from sent to won with its people and their share of those texted', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign({ totalSent: 1200, totalDelivered: 1150, totalClicks: 240 })],
      funnels: { c1: { pageViewed: 180, asked: 36, won: 6 } },
    });
    const funnel = within(await screen.findByRole('region', { name: 'Funnel' }));
    const steps = (await funnel.findAllByRole('listitem')).map((step) => step.textContent);
    expect(steps).toEqual([
      'Sent1,200 (100%)',
      'Delivered1,150 (96%)',
      'Clicked240 (20%)',
      'Page viewed180 (15%)',
      'Asked36 (3%)',
      'Won6 (1%)',
    ]);
    expect(funnel.getByRole('listitem', { name: 'Asked: 36' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows no share before any text went', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign({ totalSent: 0, totalDelivered: 0, totalClicks: 0 })],
    });
    const funnel = within(await screen.findByRole('region', { name: 'Funnel' }));
    expect(await funnel.findByRole('listitem', { name: 'Won: 0' })).toHaveTextContent('Won0 (—)');
  });
});
