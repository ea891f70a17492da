import { queuedReplyTexts, type QueuedReply } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../test/render-app';
import { openCampaignWorkspace, testCampaign, testContact, testMessage } from '../../../test/fake-campaign-server';

/** 10:48 PM in California on Monday 2099-03-02: Maria's hours open at 8:00 AM, 9 h 12 min later. */
const NOW = '2099-03-03T06:48:00Z';
const OPENING = '2099-03-03T16:00:00.000Z';

const maria = testContact({ id: 'k1', firstName: 'Maria', lastName: 'Lopez', status: 'Active' });
const conversations = {
  k1: { messages: [testMessage({ id: 'm1', title: 'Contact', message: 'What rate could I get?' })] },
};

/** The queued-reply calls answered in memory; `went` marks a reply as gone (its cancel answers 409). */
function queuedReplyServer() {
  const replies: QueuedReply[] = [];
  const went = new Set<string>();
  const answer = (status: number, body: unknown) => ({ status, body });
  const handle: Handler = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/notifications/message/send') {
      return answer(409, {
        code: 'OUTSIDE_ALLOWED_HOURS',
        errorMessage: 'Outside their allowed hours: it can go at 8:00 AM their time',
        opensAt: OPENING,
        timeZone: 'America/Los_Angeles',
      });
    }
    if (pathname === '/api/notifications/message/schedule' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { groupId: string; message: string };
      const id = `q${replies.length + 1}`;
      replies.push({
        id,
        groupId: body.groupId,
        message: body.message,
        sendAt: OPENING,
        timeZone: 'America/Los_Angeles',
        status: 'queued',
        reason: null,
        createdDate: NOW,
      });
      return answer(200, { id, sendAt: OPENING });
    }
    if (pathname === '/api/notifications/message/scheduled') {
      return answer(200, { results: replies.filter((reply) => reply.status === 'queued') });
    }
    const cancel = /^\/api\/notifications\/message\/scheduled\/([^/]+)$/.exec(pathname);
    if (cancel && method === 'DELETE') {
      const reply = replies.find((candidate) => candidate.id === cancel[1]);
      if (!reply) return answer(404, { code: 'QUEUED_REPLY_NOT_FOUND', errorMessage: queuedReplyTexts.notFound });
      if (went.has(reply.id)) {
        reply.status = 'sent';
        return answer(409, { code: 'QUEUED_REPLY_ALREADY_SENT', errorMessage: queuedReplyTexts.alreadySent });
      }
      reply.status = 'cancelled';
      return answer(200, { ...reply, reason: 'cancelled' });
    }
    return undefined;
  };
  return { handle, replies, went };
}

async function openMaria(intercept: Handler) {
  const opened = openCampaignWorkspace('/campaign/c1', {
    campaigns: [testCampaign()],
    contacts: [maria],
    conversations,
    intercept,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Maria Lopez' }));
  const panel = screen.getByRole('region', { name: 'Maria Lopez: conversation and property' });
  await within(panel).findByRole('list', { name: 'Conversation' });
  return { ...opened, panel };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('campaign page: a reply outside the contact’s allowed hours', () => {
  it('says when it can go, keeps the text, queues it for then, and cancels it until it goes', async () => {
    const server = queuedReplyServer();
    const { panel, calls } = await openMaria(server.handle);
    const box = within(panel).getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'About 6.1% today, Maria');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Outside their allowed hours: it can go at 8:00 AM their time, in 9 h 12 min',
    );
    expect(box).toHaveValue('About 6.1% today, Maria');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send at 8:00 AM' }));

    const scheduled = await within(panel).findByRole('list', { name: 'Scheduled replies' });
    expect(within(scheduled).getByRole('listitem')).toHaveTextContent(
      'Scheduled for 8:00 AM their time, Tue, Mar 3About 6.1% today, Maria',
    );
    expect(box).toHaveValue('');
    expect(within(panel).queryByRole('alert')).toBeNull();
    const scheduleCall = calls.find((call) => call.url.endsWith('/message/schedule'));
    expect(JSON.parse(String(scheduleCall?.init?.body))).toEqual({
      groupId: 'g-k1',
      message: 'About 6.1% today, Maria',
    });

    await userEvent.click(within(scheduled).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Scheduled replies' })).toBeNull());
    expect(server.replies[0]).toMatchObject({ status: 'cancelled' });
  });

  it('says so when the reply went before the cancel, and no longer lists it', async () => {
    const server = queuedReplyServer();
    const { panel } = await openMaria(server.handle);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reply' }), 'Call me at 9?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Send at 8:00 AM' }));
    const scheduled = await within(panel).findByRole('list', { name: 'Scheduled replies' });
    server.went.add('q1');

    await userEvent.click(within(scheduled).getByRole('button', { name: 'Cancel' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(queuedReplyTexts.alreadySent);
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Scheduled replies' })).toBeNull());
  });
});
