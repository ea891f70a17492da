import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textFrequencyMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { testTeam } from '../../../test/api/teams';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

async function openAs(roles: Parameters<typeof userWithRoles>) {
  const opened = openWorkspace('/organization/org1', { user: userWithRoles(...roles), teams: [testTeam()] });
  await screen.findByRole('heading', { name: 'Sierra Home Loans', level: 1 });
  return opened;
}

describe("the organization's text limits", () => {
  it('lets an org admin change them, within bounds, and says so', async () => {
    const { calls } = await openAs(['user', 'orgadmin']);
    const form = within(await screen.findByRole('form', { name: 'Text limits' }));
    const perDay = form.getByLabelText('Texts per number in 24 hours');
    const perWeek = form.getByLabelText('Texts per number in 7 days');
    expect(perDay).toHaveValue('1');
    expect(perWeek).toHaveValue('3');

    await userEvent.clear(perDay);
    await userEvent.type(perDay, '4');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    expect(await form.findByText(textFrequencyMessages.per7Days)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/org1/text-frequency')).toEqual([]);

    await userEvent.clear(perWeek);
    await userEvent.type(perWeek, '10');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(textFrequencyMessages.saved)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/org1/text-frequency')).toEqual([{ per24Hours: 4, per7Days: 10 }]);
  });

  it('shows them without a form to someone who may not change them', async () => {
    await openAs(['user']);
    const section = within(await screen.findByRole('region', { name: 'Text limits' }));
    expect(await section.findByText(/in 24 hours and/)).toHaveTextContent(
      'At most 1 in 24 hours and 3 in 7 days (the defaults).',
    );
    expect(section.queryByRole('form')).toBeNull();
  });
});
