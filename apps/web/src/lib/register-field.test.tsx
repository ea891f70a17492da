import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { registerField } from './register-field';

/** A field and, above it, what the form makes of it: as the Dream Rate page shows the rate typed. */
function RateForm({ onSend }: { onSend: (rate: number) => void }) {
  const form = useForm({ defaultValues: { rate: 3 } });
  const rate = useWatch({ control: form.control, name: 'rate' });
  return (
    <form onSubmit={form.handleSubmit(({ rate }) => onSend(rate))}>
      <p>{`Shown: ${rate}%`}</p>
      <label>
        Rate
        <input type="number" {...registerField(form, 'rate', { valueAsNumber: true })} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

it('keeps a value typed into the server HTML, shows it and sends it once the page is live', async () => {
  const sent: number[] = [];
  const page = <RateForm onSend={(rate) => sent.push(rate)} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  const input = container.querySelector('input')!;
  expect(input.value).toBe('3');
  // Typed before the script started: in the page, not yet in any form.
  input.value = '4.5';

  const mismatches: unknown[] = [];
  await act(async () => {
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveValue(4.5);
  expect(screen.getByText('Shown: 4.5%')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([4.5]);
});

it('leaves a field nobody typed in at the form value', async () => {
  const sent: number[] = [];
  const page = <RateForm onSend={(rate) => sent.push(rate)} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  await act(async () => {
    render(page, { container, hydrate: true });
  });
  expect(screen.getByText('Shown: 3%')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([3]);
});
