import { describe, expect, it } from 'vitest';
import { useRecordingServer, type Answer } from '../../../../test/recording-server';
import { NumberLookupUnavailable } from './number-lookups';
import { rndReassignedNumbers } from './rnd-reassigned';

const TOKEN = 'rnd_recorded_token';
const QUERY = '/api/query';

const recorded: Answer = (request) =>
  request.method === 'POST' && request.path === QUERY
    ? { status: 200, fixture: 'rnd/query-mixed.json' }
    : { status: 404, raw: '' };

const recording = useRecordingServer(recorded);
const rnd = (batchSize = 1000) =>
  rndReassignedNumbers({
    apiUrl: `${recording().baseUrl}${QUERY}`,
    token: TOKEN,
    batchSize,
    timeoutMs: 300,
    now: () => new Date('2026-03-10T18:00:00Z'),
  });

/** Answers every TN asked with "N", as the RND would for numbers never disconnected. */
const allNotReassigned: Answer = (request) => {
  const { queries } = JSON.parse(request.body) as { queries: { TN: string; date: string }[] };
  return {
    status: 200,
    contentType: 'application/json',
    raw: JSON.stringify({ results: queries.map(({ TN, date }) => ({ TN, date, result: 'N' })) }),
  };
};

describe('RND adapter against recorded RND HTTP', () => {
  it('asks with the token for each number and its consent date, and reads Y / N / no data', async () => {
    const answers = await rnd().check([
      { phone: '+19165550123', consentDate: '2025-01-15' },
      { phone: '+12795550101', consentDate: '2025-01-15' },
      { phone: '+12795550105', consentDate: '2020-06-01' },
    ]);
    expect(Object.fromEntries(answers)).toEqual({
      '+19165550123': 'not-reassigned',
      '+12795550101': 'reassigned',
      '+12795550105': 'no-data',
    });
    const [request, ...others] = recording().requests;
    expect(others).toHaveLength(0);
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      queries: [
        { TN: '9165550123', date: '2025-01-15' },
        { TN: '2795550101', date: '2025-01-15' },
        { TN: '2795550105', date: '2020-06-01' },
      ],
    });
  });

  it('sends numbers in batches of the configured size', async () => {
    recording().answerWith(allNotReassigned);
    const queries = Array.from({ length: 5 }, (_, i) => ({ phone: `+1916555010${i}`, consentDate: '2025-01-15' }));
    const answers = await rnd(2).check(queries);
    expect([...answers.values()]).toEqual(Array(5).fill('not-reassigned'));
    expect(
      recording().requests.map((request) => (JSON.parse(request.body) as { queries: unknown[] }).queries.length),
    ).toEqual([2, 2, 1]);
  });

  it('asks from yesterday at the latest (the RND takes no date from today on)', async () => {
    recording().answerWith(allNotReassigned);
    await rnd().check([{ phone: '+19165550123', consentDate: '2026-03-10' }]);
    expect(JSON.parse(recording().requests[0]!.body)).toEqual({ queries: [{ TN: '9165550123', date: '2026-03-09' }] });
  });

  it('answers no-data for a number outside the US without asking', async () => {
    const answers = await rnd().check([{ phone: '+447700900123', consentDate: '2025-01-15' }]);
    expect(answers.get('+447700900123')).toBe('no-data');
    expect(recording().requests).toHaveLength(0);
  });

  it('leaves out a number the reply does not answer', async () => {
    recording().answerWith(() => ({ status: 200, contentType: 'application/json', raw: '{"results":[]}' }));
    const answers = await rnd().check([{ phone: '+19165550123', consentDate: '2025-01-15' }]);
    expect(answers.size).toBe(0);
  });

  it.each<[string, Answer]>([
    ['a bad token (401)', () => ({ status: 401, fixture: 'rnd/error-401-unauthorized.json' })],
    ['a server error', () => ({ status: 503, raw: 'Service Unavailable' })],
    ['a reply that is not JSON', () => ({ status: 200, raw: '<html>maintenance</html>' })],
    ['a reply of another shape', () => ({ status: 200, contentType: 'application/json', raw: '{"ok":true}' })],
    ['no answer in time', () => 'hang'],
  ])('is unavailable on %s', async (_, answer) => {
    recording().answerWith(answer);
    await expect(rnd().check([{ phone: '+19165550123', consentDate: '2025-01-15' }])).rejects.toBeInstanceOf(
      NumberLookupUnavailable,
    );
  });
});
