import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const contactForm = () => screen.getByRole('form', { name: 'Contact us' });
/** The home page's contact form arrives in its own chunk, a moment after the page (not in the first page's code). */
const loadedContactForm = () => screen.findByRole('form', { name: 'Contact us' });

describe('home contact section', () => {
  it('shows every empty field error beside its field and sends nothing', async () => {
    const { calls } = stubServer();
    renderApp('/');
    await userEvent.click(within(await loadedContactForm()).getByRole('button', { name: 'Send' }));
    const form = contactForm();
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/lead'))).toHaveLength(0);
  });

  it("sends a contact lead, says 'request sent' and clears the form", async () => {
    const { calls } = stubServer((url) =>
      url.endsWith('/api/site/lead')
        ? {
            status: 201,
            body: {
              id: 'a1',
              type: 'contact',
              name: 'Ann Lee',
              email: 'ann@example.com',
              phone: null,
              message: 'Call me',
              addressId: null,
              address: null,
              estimatedValue: null,
              loanBalance: null,
              dreamRate: null,
              createdDate: new Date().toISOString(),
            },
          }
        : undefined,
    );
    renderApp('/');
    const form = await loadedContactForm();
    await userEvent.type(within(form).getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(within(form).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText('Message'), 'Call me');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('request sent')).toBeInTheDocument();
    const leadCall = calls.find((call) => call.url.endsWith('/api/site/lead'))!;
    expect(JSON.parse(String(leadCall.init?.body))).toEqual({
      type: 'contact',
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Call me',
    });
    expect(new Headers(leadCall.init?.headers).get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
  });

  it('keeps what was typed and shows the server message beside the field on failure', async () => {
    stubServer((url) =>
      url.endsWith('/api/site/lead')
        ? {
            status: 400,
            body: {
              code: 'INVALID_INPUT',
              errorMessage: 'Email must be a valid email address',
              fields: { email: 'Email must be a valid email address' },
            },
          }
        : undefined,
    );
    renderApp('/');
    const form = await loadedContactForm();
    await userEvent.type(within(form).getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(within(form).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText('Message'), 'Call me');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(within(form).getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(within(form).getByLabelText('Message')).toHaveValue('Call me');
  });
});

describe('contact page', () => {
  it('refuses an invalid phone before sending', async () => {
    const { calls } = stubServer();
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(within(form).getByLabelText('Phone (optional)'), '12');
    await userEvent.type(within(form).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Phone must be a valid US phone number')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/lead'))).toHaveLength(0);
  });
});
