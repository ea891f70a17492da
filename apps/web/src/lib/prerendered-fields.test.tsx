import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WAITING_ATTRIBUTE, watchPrerenderedFields } from './prerendered-fields';

function PaymentField() {
  const [payment, setPayment] = useState('');
  return (
    <>
      <input aria-label="Enter Payment" name="payment" value={payment} onChange={(e) => setPayment(e.target.value)} />
      <p>Typed: {payment}</p>
    </>
  );
}

describe('the fields of a prerendered page', () => {
  it('give what was typed to the app’s field of the same name, which React sees, with the focus', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<form><input name="payment" value=""><input name="untouched" value=""></form>';
    const watched = watchPrerenderedFields(container);
    const prerendered = container.querySelector<HTMLInputElement>('input[name="payment"]')!;
    prerendered.focus();
    prerendered.value = '3500';

    container.innerHTML = '';
    render(<PaymentField />, { container });
    watched.carryOver();
    expect(screen.getByRole('textbox', { name: 'Enter Payment' })).toHaveValue('3500');
    expect(screen.getByText('Typed: 3500')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter Payment' })).toHaveFocus();
    container.remove();
  });

  it('leave a field the app has already filled alone', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="payment" value="">';
    const watched = watchPrerenderedFields(container);
    container.querySelector('input')!.value = '3500';
    container.innerHTML = '<input name="payment" value="2800">';
    watched.carryOver();
    expect(container.querySelector('input')).toHaveValue('2800');
  });

  it('keep what was typed in a field the app hydrated, even one its form emptied as it was set up', async () => {
    // As react-hook-form does: the field is set to the form's default once it is mounted.
    const emptyOnMount = (field: HTMLTextAreaElement | null) => {
      if (field) field.value = '';
    };
    function Form() {
      const [payment, setPayment] = useState('');
      const [message, setMessage] = useState('');
      return (
        <form>
          <input
            aria-label="Enter Payment"
            name="payment"
            value={payment}
            onChange={(e) => setPayment(e.target.value)}
          />
          <textarea
            aria-label="Message"
            name="message"
            ref={emptyOnMount}
            onChange={(e) => setMessage(e.target.value)}
          />
          <button type="submit">Search</button>
          <p>
            Typed: {payment} / {message}
          </p>
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    const watched = watchPrerenderedFields(container);
    for (const [name, value] of Object.entries({ payment: '3500', message: 'Call me' })) {
      const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const button = container.querySelector('button');

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    watched.carryOver();
    expect(container.querySelector('button')).toBe(button);
    expect(screen.getByRole('textbox', { name: 'Enter Payment' })).toHaveValue('3500');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Call me');
    expect(await screen.findByText('Typed: 3500 / Call me')).toBeInTheDocument();
    container.remove();
  });

  it('enable the buttons the prerendered page disabled, and only those', () => {
    const container = document.createElement('div');
    container.innerHTML = `<button disabled="" ${WAITING_ATTRIBUTE}="">Search</button><button disabled="">Next</button>`;
    watchPrerenderedFields(container).carryOver();
    const [search, next] = container.querySelectorAll('button');
    expect(search).toBeEnabled();
    expect(search).not.toHaveAttribute(WAITING_ATTRIBUTE);
    expect(next).toBeDisabled();
  });
});
