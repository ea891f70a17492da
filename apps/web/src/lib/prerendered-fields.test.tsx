import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { watchPrerenderedFields } from './prerendered-fields';

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
});
