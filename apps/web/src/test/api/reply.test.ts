import { describe, expect, it } from 'vitest';
import { testCampaign } from './campaigns';
import { failure, reply, ReplyMismatch, route } from './reply';
import { apiServer, takeApiFailures } from './server';

describe('the test API’s replies', () => {
  it('refuses a body that misses a required field, naming the route', () => {
    const { name: _missing, ...withoutName } = testCampaign();
    expect(() => reply('GET /api/site/campaign/:id', withoutName as never)).toThrow(ReplyMismatch);
    expect(() => reply('GET /api/site/campaign/:id', withoutName as never)).toThrow(
      /GET \/api\/site\/campaign\/:id[\s\S]*name/,
    );
  });

  it('fails the test whose handler answered off the schema, naming the route', async () => {
    const { totalContacts: _missing, ...withoutCount } = testCampaign();
    apiServer.use(route('GET /api/site/campaign/:id', () => withoutCount as never));
    const response = await fetch('/api/site/campaign/c1');
    expect(response.status).toBe(500);
    expect(takeApiFailures()?.message).toMatch(/GET \/api\/site\/campaign\/:id[\s\S]*totalContacts/);
  });

  it('sends a valid body with the status the route declares, and an error with its code’s status', async () => {
    apiServer.use(
      route('POST /api/notifications/message/template', () => ({
        id: 't2',
        name: 'Hello',
        description: 'A greeting',
        body: 'Hi. Reply STOP to opt out',
        rate: 0.05,
        client: 'roost',
        createdDate: '2026-11-20T10:00:00.000Z',
      })),
      route('GET /api/site/campaign/:id', () => failure('CAMPAIGN_NOT_FOUND', 'Campaign not found')),
    );
    expect((await fetch('/api/notifications/message/template', { method: 'POST', body: '{}' })).status).toBe(201);
    const missing = await fetch('/api/site/campaign/c9');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'CAMPAIGN_NOT_FOUND', errorMessage: 'Campaign not found' });
  });
});
