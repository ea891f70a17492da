import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('page header', () => {
  it('breaks a long title or subtitle (an e-mail) rather than widening the page on a phone', () => {
    const email = 'lena.lender.granite-bay-branch.2026@sierrahomelending.example';
    render(<PageHeader title="Lena Lender" subtitle={`Loan Officer, Granite Bay Branch · ${email}`} />);
    expect(screen.getByRole('heading', { name: 'Lena Lender', level: 1 })).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText(`Loan Officer, Granite Bay Branch · ${email}`)).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
