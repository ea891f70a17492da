import type { CompanyInfo } from '@roost/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// Distinct values, so a hard-coded company detail cannot pass for the prop.
const company: CompanyInfo = {
  name: 'Perch Test Co',
  legalName: 'Perch Test Holdings, LLC',
  address: '42 Example Road, Suite 7, Testville, TX 78701',
  mailingAddress: 'P.O. Box 4242, Testville, TX 78702',
  phone: '(512) 555-0199',
  email: 'hello@perch.test',
  privacyEmail: 'privacy@perch.test',
  nmlsId: '9876543',
  marketingSiteUrl: 'https://perch.test',
};

function expectHeadings(level: number, names: readonly RegExp[]) {
  for (const name of names) {
    expect(screen.getByRole('heading', { level, name })).toBeInTheDocument();
  }
}

// Screen-reader users navigate by heading, so the levels must never skip (h1 then h2, then h3).
function expectHeadingOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

function expectPhrases(phrases: readonly RegExp[]) {
  for (const phrase of phrases) expect(document.body).toHaveTextContent(phrase);
}

function expectCompanyDetails(contactEmail: string) {
  for (const value of [company.legalName, company.address, company.mailingAddress, company.phone, company.nmlsId]) {
    expect(document.body).toHaveTextContent(value);
  }
  for (const link of screen.getAllByRole('link', { name: contactEmail })) {
    expect(link).toHaveAttribute('href', `mailto:${contactEmail}`);
  }
  expect(screen.getAllByRole('link', { name: company.phone })[0]).toHaveAttribute('href', 'tel:5125550199');
  expect(screen.getByRole('link', { name: company.marketingSiteUrl })).toHaveAttribute(
    'href',
    company.marketingSiteUrl,
  );
  expect(document.body).not.toHaveTextContent(/Roost/);
}

describe('TermsPage', () => {
  it('renders its title, a last-updated line and accessible heading order', () => {
    render(<TermsPage company={company} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    expectHeadingOrder();
  });

  it('covers every required topic', () => {
    render(<TermsPage company={company} />);
    expectHeadings(2, [
      /messaging service/i,
      /consent, opt-out/i,
      /compliance with messaging laws/i,
      /phone numbers and trials/i,
      /^credits$/i,
      /^payments$/i,
      /home-finance tools/i,
      /limitation of liability/i,
      /force majeure/i,
      /governing law/i,
      /binding arbitration/i,
      /california consumer privacy act/i,
      /relationship of the parties/i,
      /^notices$/i,
      /entire agreement/i,
      /severability/i,
      /no waiver/i,
    ]);
    expectHeadings(3, [/class action waiver/i]);
  });

  it('states every required number and term', () => {
    render(<TermsPage company={company} />);
    expectPhrases([
      /STOP/,
      /HELP/,
      /Telephone Consumer Protection Act \(TCPA\)/,
      /at least 14 days' notice/,
      /for 30 days is reclaimed/,
      /within 90 days/,
      /expire 12 months after/,
      /expire at the end of the month/,
      /within one business day/,
      /laws of the State of Texas/,
      /Austin, Texas/,
      /class action waiver/i,
      /arbitrator within 30 days/,
      /within 30 days of the close of the hearing/,
      /service provider/,
      /not sell or share/,
      /only to perform the services/,
      /not an offer to lend/,
      /commitment/,
      /lending partner/,
      /independent parties/,
    ]);
  });

  it('uses the company details passed in', () => {
    render(<TermsPage company={company} />);
    expectCompanyDetails(company.email);
  });
});

describe('PrivacyPage', () => {
  it('renders its title, a last-updated line and accessible heading order', () => {
    render(<PrivacyPage company={company} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    expectHeadingOrder();
  });

  it('covers every required topic', () => {
    render(<PrivacyPage company={company} />);
    expectHeadings(2, [
      /information we collect/i,
      /log files and ip addresses/i,
      /cookies and web beacons/i,
      /how we share/i,
      /text messages: consent and opting out/i,
      /data retention/i,
      /data security/i,
      /california privacy rights/i,
      /children/i,
      /changes to this policy/i,
      /contact us/i,
    ]);
    expectHeadings(3, [/lending partner/i, /service providers/i, /legal reasons/i, /how to exercise/i]);
  });

  it('states every required number and right', () => {
    render(<PrivacyPage company={company} />);
    expectPhrases([
      /name, email address and phone number/,
      /property you look up/,
      /mailing address/,
      /loan figures you enter/,
      /IP\) address/,
      /web beacons/i,
      /30 days' notice/,
      /CCPA\/CPRA/,
      /Right to know/,
      /Right to delete/,
      /Right to correct/,
      /Right to opt out of sale or sharing/,
      /Right to non-discrimination/,
      /replying STOP/,
      /under 13/,
    ]);
  });

  it('uses the company details passed in', () => {
    render(<PrivacyPage company={company} />);
    expectCompanyDetails(company.privacyEmail);
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  });
});
