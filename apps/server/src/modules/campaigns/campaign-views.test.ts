import type { Campaign, CampaignContact, CampaignContactsPage, CampaignList } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, put, signedInAs, type Person } from '../../../test/identity-helpers';
import { texter } from '../../../test/campaign-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * What the dashboard and the campaign page show beyond the spec's screens: completed campaigns stay off
 * Archived (the Active tab lists them below the running ones), and the stars behind the Favorites card.
 */
let t: TestApp;
let officer: Person;
let colleague: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  officer = await texter(t, ['user', 'campaigns']);
  colleague = await signedInAs(t, ['user']);
  outsider = await signedInAs(t, ['user', 'campaigns']);
});
afterAll(() => t.close());

const list = (person: Person, query: string) =>
  get(t, `/api/site/campaigns${query}`, person.cookie).then((reply) => reply.json<CampaignList>());
const names = (page: CampaignList) => page.results.map((row) => row.name);

async function campaignIn(status: string, name: string, person = officer): Promise<Campaign> {
  const created = (await post(t, '/api/site/campaign', { name, type: 'Refi' }, person.cookie)).json<Campaign>();
  await t.database.sql.executeSql('update campaigns set status = $1 where id = $2', [status, created.id]);
  return created;
}

async function contactOf(campaignId: string, firstName: string, phone: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.runtime.database,
    "insert into campaign_contacts (campaign_id, first_name, phone_number, status) values ($1, $2, $3, 'Sent') returning id",
    [campaignId, firstName, phone],
  );
  return row!.id;
}

describe('campaign list states', () => {
  it('keeps completed campaigns out of Archived and lists them as completed; Archived is what a person archived', async () => {
    const owner = await texter(t, ['user', 'campaigns']);
    await campaignIn('active', 'Running', owner);
    await campaignIn('complete', 'All sent', owner);
    await campaignIn('done', 'Done long ago', owner);
    await campaignIn('archived', 'Put away', owner);

    expect(names(await list(owner, '?status=active'))).toEqual(['Running']);
    const completed = await list(owner, '?status=completed');
    expect(names(completed)).toEqual(['Done long ago', 'All sent']);
    expect(completed.count).toBe(2);
    expect(names(await list(owner, '?status=archived'))).toEqual(['Put away']);
    // Without a status: every campaign of the dashboard, the completed ones too.
    expect((await list(owner, '')).count).toBe(4);

    const bad = await get(t, '/api/site/campaigns?status=complete', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('completed');
  });
});

describe('contact stars', () => {
  it('lets whoever opens the campaign star a contact, once, counted on the Favorites card and listed by the favorites tab', async () => {
    const campaign = await campaignIn('active', 'Stars');
    await t.database.sql.executeSql(
      "insert into campaign_collaborators (campaign_id, collaborator_id, name, type) values ($1, $2, 'Colleague', 'individual')",
      [campaign.id, colleague.id],
    );
    const kai = await contactOf(campaign.id, 'Kai', '+19165550201');
    const leilani = await contactOf(campaign.id, 'Leilani', '+19165550202');
    await contactOf(campaign.id, 'Ana', '+19165550203');
    const star = (contactId: string, starred: boolean, person = officer) =>
      put(t, `/api/site/campaign/contact/${contactId}/star`, { starred }, person.cookie);

    const starred = await star(kai, true);
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json<CampaignContact>()).toMatchObject({ id: kai, firstName: 'Kai', starred: true });
    // Asking again changes nothing; a collaborator stars another.
    expect((await star(kai, true)).statusCode).toBe(200);
    expect((await star(leilani, true, colleague)).json<CampaignContact>().starred).toBe(true);

    const totals = (await get(t, `/api/site/campaign/${campaign.id}`, officer.cookie)).json<Campaign>();
    expect(totals.totalFavorites).toBe(2);
    const favorites = (
      await get(t, `/api/site/campaign/${campaign.id}/contacts?status=favorites`, officer.cookie)
    ).json<CampaignContactsPage>();
    expect(favorites.results.map((row) => [row.firstName, row.starred])).toEqual([
      ['Kai', true],
      ['Leilani', true],
    ]);
    const all = (
      await get(t, `/api/site/campaign/${campaign.id}/contacts`, officer.cookie)
    ).json<CampaignContactsPage>();
    expect(all.results.map((row) => [row.firstName, row.starred])).toEqual([
      ['Ana', false],
      ['Kai', true],
      ['Leilani', true],
    ]);

    // Unstarring, twice, takes one off the count.
    expect((await star(kai, false)).json<CampaignContact>().starred).toBe(false);
    expect((await star(kai, false)).statusCode).toBe(200);
    expect((await get(t, `/api/site/campaign/${campaign.id}`, officer.cookie)).json<Campaign>().totalFavorites).toBe(1);
  });

  it('answers 404 to someone who may not open the campaign, and changes nothing; 400 for a body without starred', async () => {
    const campaign = await campaignIn('active', 'Private stars');
    const contact = await contactOf(campaign.id, 'Rosa', '+19165550301');
    const refused = await put(t, `/api/site/campaign/contact/${contact}/star`, { starred: true }, outsider.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
    const unknown = await put(t, '/api/site/campaign/contact/nope/star', { starred: true }, officer.cookie);
    expect(unknown.statusCode).toBe(404);
    const bad = await put(t, `/api/site/campaign/contact/${contact}/star`, { starred: 'yes' }, officer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('starred');

    const [row] = await queryRows<{ starred_at: string | null; total_favorites: number }>(
      t.runtime.database,
      'select starred_at, total_favorites from campaign_contacts join campaigns c on c.id = campaign_id where campaign_contacts.id = $1',
      [contact],
    );
    expect(row).toEqual({ starred_at: null, total_favorites: 0 });
    expect((await put(t, `/api/site/campaign/contact/${contact}/star`, { starred: true })).statusCode).toBe(401);
  });
});
