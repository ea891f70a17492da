import { messageScheduleSchema, queuedReplyTexts, type QueuedReply } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, failure, Failure, route } from '../../../test/api/reply';
import type { ApiArea } from '../../../test/render-app';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact, testMessage } from '../../../test/api/campaigns';

/** 10:48 PM in California on Monday 2099-03-02: Maria's hours open at 8:00 AM, 9 h 12 min later. */
const NOW = '2099-03-03T06:48:00Z';
const OPENING = '2099-03-03T16:00:00.000Z';

const maria = testContact({ id: 'k1', firstName: 'Maria', lastName: 'Lopez', status: 'Active' });
const conversations = {
  k1: { messages: [testMessage({ id: 'm1', title: 'Contact', message: 'What rate could I get?' })] },
};

/** The queued-reply calls answered in memory; `went` marks a reply as gone (its cancel answers 409). */
function queuedRepliesApi() {
  const replies: QueuedReply[] = [];
  const went = new Set<string>();
  const handlers = [
    route('POST /api/notifications/message/send', () =>
      failure('OUTSIDE_ALLOWED_HOURS', 'Outside their allowed hours: it can go at 8:00 AM their time', {
        opensAt: OPENING,
        timeZone: 'America/Los_Angeles',
      }),
    ),
    route('POST /api/notifications/message/schedule', async ({ request }) => {
      const input = await bodyOf(request, messageScheduleSchema);
      if (input instanceof Failure) return input;
      const id = `q${replies.length + 1}`;
      replies.push({
        id,
        groupId: input.groupId,
        message: input.message,
        sendAt: OPENING,
        timeZone: 'America/Los_Angeles',
        status: 'queued',
        reason: null,
        createdDate: NOW,
      });
      return { id, sendAt: OPENING };
    }),
    route('GET /api/notifications/message/scheduled', () => ({
      results: replies.filter((reply) => reply.status === 'queued'),
    })),
    route('DELETE /api/notifications/message/scheduled/:id', ({ params }) => {
      const reply = replies.find((candidate) => candidate.id === params.id);
      if (!reply) return failure('QUEUED_REPLY_NOT_FOUND', queuedReplyTexts.notFound);
      if (went.has(reply.id)) {
        reply.status = 'sent';
        return failure('QUEUED_REPLY_ALREADY_SENT', queuedReplyTexts.alreadySent);
      }
      reply.status = 'cancelled';
      return { ...reply, reason: 'cancelled' };
    }),
  ];
  return { handlers, replies, went };
}

async function openMaria(queuedReplies: ApiArea) {
  const opened = openCampaignWorkspace('/campaign/c1', {
    campaigns: [testCampaign()],
    contacts: [maria],
    conversations,
    areas: [queuedReplies],
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
    const queued = queuedRepliesApi();
    const { panel, calls } = await openMaria(queued);
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
    expect(queued.replies[0]).toMatchObject({ status: 'cancelled' });
  });

  it('says so when the reply went before the cancel, and no longer lists it', async () => {
    const queued = queuedRepliesApi();
    const { panel } = await openMaria(queued);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reply' }), 'Call me at 9?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Send at 8:00 AM' }));
    const scheduled = await within(panel).findByRole('list', { name: 'Scheduled replies' });
    queued.went.add('q1');

    await userEvent.click(within(scheduled).getByRole('button', { name: 'Cancel' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(queuedReplyTexts.alreadySent);
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Scheduled replies' })).toBeNull());
  });
});
