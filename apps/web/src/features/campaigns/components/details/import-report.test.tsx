import { screen } from '@testing-library/react';
import type { ImportReport as Report } from '@roost/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/fake-import-server';
import { ImportReport } from './import-report';

const report: Report = {
  importId: 'imp1',
  fileName: 'leads.csv',
  encoding: 'utf-8',
  rows: 120,
  valid: 100,
  missingRequired: 0,
  invalidPhone: 0,
  duplicate: 0,
  optedOut: 20,
};

describe('upload report: numbers texted lately', () => {
  it('says how many numbers other campaigns texted in the last 7 days, by which campaigns, and that they will wait', () => {
    renderWithProviders(
      <ImportReport
        report={{
          ...report,
          recentlyTexted: {
            numbers: 37,
            campaigns: [
              { campaignId: 'c1', name: 'Spring refinance', numbers: 30 },
              { campaignId: 'c2', name: 'Inquiry follow-up', numbers: 7 },
            ],
          },
        }}
      />,
    );
    expect(
      screen.getByText(
        '37 numbers were texted in the last 7 days by Spring refinance (30) and Inquiry follow-up (7); they will wait for the frequency limit',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of it when no number was texted lately', () => {
    renderWithProviders(<ImportReport report={report} />);
    expect(screen.queryByText(/texted in the last 7 days/)).toBeNull();
  });
});
