import { describe, expect, it } from 'vitest';
import { useRecordingServer, type Answer } from '../../../../test/recording-server';
import { NumberLookupUnavailable } from './number-lookups';
import { lineTypeOf, twilioLineTypes } from './twilio-line-types';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'roost_recorded_auth_token';

const fixtures: Record<string, string> = {
  '/v2/PhoneNumbers/+19165550123': 'twilio-lookup/mobile.json',
  '/v2/PhoneNumbers/+12795550102': 'twilio-lookup/landline.json',
  '/v2/PhoneNumbers/+12795550104': 'twilio-lookup/non-fixed-voip.json',
};
const recorded: Answer = (request) => {
  const fixture = fixtures[decodeURIComponent(request.path)];
  return fixture ? { status: 200, fixture } : { status: 404, fixture: 'twilio-lookup/error-20404-not-found.json' };
};

const recording = useRecordingServer(recorded);
const lookups = () =>
  twilioLineTypes({ accountSid: ACCOUNT, authToken: TOKEN, baseUrl: recording().baseUrl, timeoutMs: 300 });

describe('Twilio Lookup line types against recorded Twilio HTTP', () => {
  it('asks for line type intelligence with basic auth and reads each number’s type', async () => {
    const answers = await lookups().lookup(['+19165550123', '+12795550102', '+12795550104', '+19995550100']);
    expect(Object.fromEntries(answers)).toEqual({
      '+19165550123': 'mobile',
      '+12795550102': 'landline',
      '+12795550104': 'voip',
      '+19995550100': 'unknown',
    });
    expect(recording().requests).toHaveLength(4);
    for (const request of recording().requests) {
      expect(request.method).toBe('GET');
      expect(request.query.get('Fields')).toBe('line_type_intelligence');
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    }
  });

  it('folds Twilio’s types into ours', () => {
    expect(
      ['mobile', 'landline', 'fixedVoip', 'nonFixedVoip', 'tollFree', 'pager', 'unknown', null].map(lineTypeOf),
    ).toEqual(['mobile', 'landline', 'voip', 'voip', 'toll-free', 'other', 'unknown', 'unknown']);
  });

  it('reads a line type intelligence error as unknown', async () => {
    recording().answerWith(() => ({
      status: 200,
      contentType: 'application/json',
      raw: JSON.stringify({ phone_number: '+19165550123', line_type_intelligence: { type: null, error_code: 60600 } }),
    }));
    expect((await lookups().lookup(['+19165550123'])).get('+19165550123')).toBe('unknown');
  });

  it('leaves out a number whose lookup failed while others answered', async () => {
    recording().answerWith((request) =>
      decodeURIComponent(request.path).endsWith('+12795550102')
        ? { status: 500, raw: 'oops' }
        : { status: 200, fixture: 'twilio-lookup/mobile.json' },
    );
    const answers = await lookups().lookup(['+19165550123', '+12795550102']);
    expect(Object.fromEntries(answers)).toEqual({ '+19165550123': 'mobile' });
  });

  it.each<[string, Answer]>([
    ['a bad token (401)', () => ({ status: 401, fixture: 'twilio-lookup/error-20003-authenticate.json' })],
    ['the rate limit (429)', () => ({ status: 429, fixture: 'twilio/error-20429-too-many-requests.json' })],
    ['a reply that is not JSON', () => ({ status: 200, raw: '<html></html>' })],
    ['no answer in time', () => 'hang'],
  ])('is unavailable when no number could be looked up: %s', async (_, answer) => {
    recording().answerWith(answer);
    await expect(lookups().lookup(['+19165550123'])).rejects.toBeInstanceOf(NumberLookupUnavailable);
  });
});
