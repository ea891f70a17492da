import { randomUUID } from 'node:crypto';
import { leadSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, useTestDatabase, type TestApp } from '../../../test/test-database';

const fileDatabase = useTestDatabase();
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({ LEAD_WEBHOOK_URLS: 'http://127.0.0.1:9/hook' }, { database: fileDatabase.database });
});
afterAll(async () => {
  await subject?.close();
});

function contactLead(overrides: Record<string, unknown> = {}) {
  return {
    type: 'contact',
    name: 'Jordan Seller',
    email: `seller.${randomUUID().slice(0, 8)}@example.com`,
    message: 'Is now a good time to refinance?',
    ...overrides,
  };
}

function postLead(body: unknown, idempotencyKey?: string) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/site/lead',
    payload: body as object,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

const leadsWithEmail = (email: string) => countRows(fileDatabase.database, 'leads', 'email = $1', [email]);

describe('a repeated lead submit', () => {
  it('with the same Idempotency-Key makes one lead; the repeat answers 200 with the same lead', async () => {
    const body = contactLead();
    const key = randomUUID();
    const first = await postLead(body, key);
    const second = await postLead(body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(leadSchema.parse(second.json())).toEqual(leadSchema.parse(first.json()));
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('with the same Idempotency-Key but another body is refused with 409', async () => {
    const key = randomUUID();
    const body = contactLead();
    expect((await postLead(body, key)).statusCode).toBe(201);
    const other = contactLead({ message: 'A different question entirely.' });
    const conflict = await postLead(other, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ errorMessage: string }>().errorMessage).toMatch(/Idempotency-Key/);
    expect(await leadsWithEmail(other.email)).toBe(0);
  });

  it('with the same body within a minute and no key makes one lead', async () => {
    const body = contactLead();
    const first = await postLead(body);
    const second = await postLead(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('is the same body even when its fields come in another order or with extra spaces', async () => {
    const body = contactLead();
    const first = await postLead(body);
    const reordered = await postLead({
      message: ` ${body.message}`,
      email: body.email,
      name: `${body.name} `,
      type: body.type,
    });
    expect(reordered.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('hands a lead off once: one delivery per destination, however often it was sent', async () => {
    const body = contactLead();
    await postLead(body);
    await postLead(body);
    const [lead] = await fileDatabase.database.sql
      .executeSql('select id from leads where email = $1', [body.email])
      .then((r) => r.rows);
    expect(
      await countRows(fileDatabase.database, 'webhook_deliveries', "kind = 'lead' and subject_id = $1", [lead?.id]),
    ).toBe(1);
  });

  it('sent five times at once with the same body makes exactly one lead', async () => {
    const body = contactLead();
    const replies = await Promise.all(Array.from({ length: 5 }, () => postLead(body)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.json<{ id: string }>().id)).size).toBe(1);
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('sent five times at once with the same Idempotency-Key makes exactly one lead', async () => {
    const body = contactLead();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => postLead(body, key)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.json<{ id: string }>().id)).size).toBe(1);
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('sent five times at once with different keys but the same body makes exactly one lead', async () => {
    const body = contactLead();
    const replies = await Promise.all(Array.from({ length: 5 }, () => postLead(body, randomUUID())));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(await leadsWithEmail(body.email)).toBe(1);
  });

  it('of a different body is a new lead', async () => {
    const body = contactLead();
    const first = await postLead(body);
    const second = await postLead({ ...body, message: 'And one more thing.' });
    expect(second.statusCode).toBe(201);
    expect(second.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(await leadsWithEmail(body.email)).toBe(2);
  });

  it('refuses an Idempotency-Key longer than 200 characters', async () => {
    const body = contactLead();
    const response = await postLead(body, 'k'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errorMessage: string }>().errorMessage).toMatch(/Idempotency-Key/);
    expect(await leadsWithEmail(body.email)).toBe(0);
  });
});
