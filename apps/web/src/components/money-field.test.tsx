import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { wholeDollarsOf } from '../lib/whole-dollars';
import { MoneyField } from './money-field';

/** A form's view of the field: what it holds, and the number it would send. */
function Escrow({ start = '' }: { start?: string }) {
  const [shown, setShown] = useState(start);
  return (
    <>
      <MoneyField label="Escrow" value={shown} onChange={setShown} />
      <output aria-label="Sent">{String(wholeDollarsOf(shown) ?? 'nothing')}</output>
    </>
  );
}

function renderEscrow(start?: string) {
  render(<Escrow start={start} />);
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Escrow' });
  const sent = () => screen.getByRole('status', { name: 'Sent' }).textContent;
  /** The field's text with a '|' where the caret is. */
  const withCaret = () => {
    const input = field as HTMLInputElement;
    return `${input.value.slice(0, input.selectionStart!)}|${input.value.slice(input.selectionStart!)}`;
  };
  return { user, field, sent, withCaret };
}

describe('MoneyField', () => {
  it('shows whole dollars while typing key by key, and the form gets the number', async () => {
    const { user, field, sent, withCaret } = renderEscrow();
    await user.type(field, '1234');
    expect(field).toHaveValue('$1,234');
    expect(withCaret()).toBe('$1,234|');
    expect(sent()).toBe('1234');
    await user.type(field, '567');
    expect(field).toHaveValue('$1,234,567');
    expect(sent()).toBe('1234567');
  });

  it.each([
    ['1234.56', '$1,234', '1234'],
    ['380000.75', '$380,000', '380000'],
    ['1,234.5', '$1,234', '1234'],
    ['12.3.4', '$12', '12'],
    ['.75', '', 'nothing'],
  ])('ends the dollars at a typed point: %s typed key by key shows %j', async (typed, shown, number) => {
    const { user, field, sent, withCaret } = renderEscrow();
    await user.type(field, typed);
    expect(field).toHaveValue(shown);
    expect(sent()).toBe(number);
    expect(withCaret()).toBe(`${shown}|`);
  });

  it('takes digits again once the caret has moved after a point', async () => {
    const { user, field } = renderEscrow();
    await user.type(field, '1234.5');
    await user.type(field, '{ArrowLeft}{ArrowRight}9');
    expect(field).toHaveValue('$12,349');
  });

  it('takes digits again after Backspace, and after leaving the field', async () => {
    const { user, field } = renderEscrow();
    await user.type(field, '1234.{Backspace}5');
    expect(field).toHaveValue('$1,235');
    await user.type(field, '.');
    await user.tab();
    await user.type(field, '6');
    expect(field).toHaveValue('$12,356');
  });

  it.each([
    ['$1,234.56', '$1,234', '1234'],
    ['380000.75', '$380,000', '380000'],
    ['1 500', '$1,500', '1500'],
    ['USD 2,000,000', '$2,000,000', '2000000'],
  ])('pasting %j shows %j', async (pasted, shown, number) => {
    const { user, field, sent } = renderEscrow();
    await user.click(field);
    await user.paste(pasted);
    expect(field).toHaveValue(shown);
    expect(sent()).toBe(number);
  });

  it('drops what is not a digit, keeping the caret where it was', async () => {
    const { user, field, withCaret } = renderEscrow('$1,234');
    await user.type(field, '-a', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field).toHaveValue('$1,234');
    expect(withCaret()).toBe('$1|,234');
  });

  it('keeps the caret after the digit it followed when a comma comes or goes', async () => {
    const { user, field, withCaret } = renderEscrow('$12,345');
    await user.type(field, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(withCaret()).toBe('$129|,345');
    await user.type(field, '{Backspace}{Backspace}', { skipClick: true });
    expect(withCaret()).toBe('$1|,345');
  });

  it('Backspace right after a comma takes the digit before it', async () => {
    const { user, field, sent, withCaret } = renderEscrow('$1,234,567');
    await user.type(field, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(field).toHaveValue('$123,567');
    expect(withCaret()).toBe('$123|,567');
    expect(sent()).toBe('123567');
  });

  it('Delete right before a comma takes the digit after it', async () => {
    const { user, field, withCaret } = renderEscrow('$1,234');
    await user.type(field, '{Delete}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(withCaret()).toBe('$1|34');
  });

  it('deletes with Backspace in the middle and at the end, down to empty', async () => {
    const { user, field, sent, withCaret } = renderEscrow('$123,456');
    await user.type(field, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(withCaret()).toBe('$1|3,456');
    await user.type(field, '{End}{Backspace}{Backspace}');
    expect(withCaret()).toBe('$134|');
    await user.type(field, '{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('');
    expect(sent()).toBe('nothing');
  });

  it('is emptied by clearing', async () => {
    const { user, field, sent } = renderEscrow('$300,000');
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(sent()).toBe('nothing');
    await user.type(field, '0042');
    expect(field).toHaveValue('$42');
  });

  it('asks phones for the number pad', () => {
    const { field } = renderEscrow();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('type', 'text');
  });
});
