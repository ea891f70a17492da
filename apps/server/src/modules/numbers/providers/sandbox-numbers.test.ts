import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config';
import { loadSandboxNumbers, parseSandboxNumbers, sandboxLineTypes, sandboxReassignedNumbers } from './sandbox-numbers';

const HEADER = 'phone,disconnected_on,line_type,note';

describe('sandbox numbers table', () => {
  it('reads the shipped table: a reassigned number and a landline among others', () => {
    const numbers = loadSandboxNumbers();
    expect(numbers.get('+12795550101')).toEqual({
      phone: '+12795550101',
      disconnectedOn: '2025-06-01',
      lineType: 'mobile',
    });
    expect(numbers.get('+12795550102')?.lineType).toBe('landline');
  });

  it('answers like the RND and a line-type lookup from the table', async () => {
    const numbers = parseSandboxNumbers(
      [HEADER, '+12795550101,2025-06-01,mobile,', '+12795550102,,landline,', '+12795550105,no-data,mobile'].join('\n'),
      'test.csv',
    );
    const rnd = sandboxReassignedNumbers(numbers);
    const answers = await rnd.check([
      { phone: '+12795550101', consentDate: '2025-01-15' },
      { phone: '+12795550102', consentDate: '2025-01-15' },
      { phone: '+12795550105', consentDate: '2025-01-15' },
      { phone: '+19165550123', consentDate: '2025-01-15' },
    ]);
    expect(Object.fromEntries(answers)).toEqual({
      '+12795550101': 'reassigned',
      '+12795550102': 'not-reassigned',
      '+12795550105': 'no-data',
      '+19165550123': 'not-reassigned',
    });
    // Consent given after the disconnection: the new owner consented.
    expect((await rnd.check([{ phone: '+12795550101', consentDate: '2025-07-01' }])).get('+12795550101')).toBe(
      'not-reassigned',
    );
    const lineTypes = await sandboxLineTypes(numbers).lookup(['+12795550102', '+19165550123']);
    expect(Object.fromEntries(lineTypes)).toEqual({ '+12795550102': 'landline', '+19165550123': 'mobile' });
  });

  it('skips blank lines and # comments', () => {
    const numbers = parseSandboxNumbers(`# sample\n\n${HEADER}\n# a comment\n+12795550102,,landline,x\n`, 'test.csv');
    expect([...numbers.keys()]).toEqual(['+12795550102']);
  });

  it.each([
    ['a phone not in E.164', '9165550123,,mobile,', /test\.csv line 3: "9165550123" is not a phone number in E\.164/],
    ['an impossible date', '+12795550101,2025-02-30,mobile,', /test\.csv line 3: disconnected_on "2025-02-30"/],
    ['an unknown line type', '+12795550101,,cell,', /test\.csv line 3: line_type "cell" must be one of/],
    ['a missing column', '+12795550101', /test\.csv line 3: expected phone,disconnected_on,line_type/],
  ])('refuses %s at start, naming the file and line', (_, row, message) => {
    const parse = () => parseSandboxNumbers(`${HEADER}\n+12795550102,,landline,\n${row}\n`, 'test.csv');
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(message);
  });

  it('refuses a number listed twice and a wrong header', () => {
    expect(() => parseSandboxNumbers(`${HEADER}\n+12795550102,,landline,\n+12795550102,,mobile,\n`, 'a.csv')).toThrow(
      'a.csv line 3: +12795550102 is listed twice',
    );
    expect(() => parseSandboxNumbers('phone,type\n+12795550102,landline\n', 'b.csv')).toThrow(
      /Refusing to start: b\.csv line 1: the header must be/,
    );
  });
});
