import { describe, expect, it } from 'vitest';
import {
  missingFieldReason,
  placeholdersOf,
  renderContactText,
  renderTemplateParts,
  templateLengthEstimate,
  templateRequestSchema,
  withOptOutSentence,
} from './templates';

const inquiry =
  'Hi {{firstName}}, this is {{agentFirstName}} following up on your question about {{inquiryAddress}} (ref {{refId}}). Details: {{shortLink}} Reply STOP to opt out';

describe('template fallbacks', () => {
  it('reads the fallback when the contact has no value, and the value when it has one', () => {
    const body = 'Hi {{firstName|there}}, about {{streetAddress | your home}}: {{shortLink}}';
    expect(renderTemplateParts(body, { shortLink: 'https://r.co/l/abc' })).toEqual({
      text: 'Hi there, about your home: https://r.co/l/abc',
      empty: ['firstName', 'streetAddress'],
      missing: [],
    });
    expect(renderTemplateParts(body, { firstName: 'Malia', streetAddress: '1 Elm St', shortLink: 'x' }).text).toBe(
      'Hi Malia, about 1 Elm St: x',
    );
  });

  it('says which placeholders stay empty when there is no value and no fallback', () => {
    const rendered = renderContactText(inquiry, { firstName: 'Malia' }, 'Leo Park', 'https://r.co/l/0123456789');
    expect(rendered.missing).toEqual(['inquiryAddress', 'refId']);
    expect(rendered.text).toContain('question about (ref ).');
    expect(missingFieldReason('streetAddress')).toBe('No street address for {{streetAddress}}');
  });

  it('maps a contact to the values the sender uses: the street and city, the agent first name', () => {
    const rendered = renderContactText(
      inquiry,
      { firstName: 'Malia', address: '12 Oak Ave', city: 'Austin', refId: 'R-7' },
      'Leo Park',
      'https://r.co/l/0123456789',
    );
    expect(rendered.missing).toEqual([]);
    expect(rendered.text).toBe(
      'Hi Malia, this is Leo following up on your question about 12 Oak Ave, Austin (ref R-7). Details: https://r.co/l/0123456789 Reply STOP to opt out',
    );
  });

  it('lists the known placeholders once each', () => {
    expect(placeholdersOf('{{firstName}} {{firstName|x}} {{shortLink}}')).toEqual(['firstName', 'shortLink']);
  });
});

describe('template requests', () => {
  const request = (body: string) => templateRequestSchema.safeParse({ name: 'N', description: 'D', body });

  it('refuses an unknown placeholder by name', () => {
    const result = request('Hi {{fristName}}, see {{shortLink}}');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Unknown placeholder \{\{fristName\}\}/);
    expect(request('Hi {{firstName|there}}').success).toBe(true);
  });

  it('appends the opt-out sentence only when the text does not say STOP', () => {
    expect(withOptOutSentence('Hi {{firstName}}, see {{shortLink}}')).toBe(
      'Hi {{firstName}}, see {{shortLink}}. Reply STOP to opt out',
    );
    expect(withOptOutSentence('Rates dropped! Text STOP to end')).toBe('Rates dropped! Text STOP to end');
  });

  it('counts a template with long values, or the fallback when longer', () => {
    const short = templateLengthEstimate('Hi {{firstName}}: {{shortLink}}', 'https://roost.example');
    expect(short.text).toBe('Hi Christopher: https://roost.example/l/xxxxxxxxxxxx. Reply STOP to opt out');
    expect(short.segments).toBe(1);
    const long = templateLengthEstimate(
      `${'Your home value may have grown a lot. '.repeat(8)}{{firstName}}`,
      'https://r.co',
    );
    expect(long.segments).toBeGreaterThan(2);
    const fallback = templateLengthEstimate('Hi {{firstName|my very dear long-time friend}}', 'https://r.co');
    expect(fallback.text).toContain('my very dear long-time friend');
  });
});
