import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealTurn } from './use-reveal-turn';

/** A part that shows itself on its turn, and says it is shown when told to. */
const shownBy = new Map<string, () => void>();
function Part({ name }: { name: string }) {
  const [turn, revealed] = useRevealTurn(true);
  shownBy.set(name, revealed);
  return <p>{turn ? `${name} shown` : `${name} waiting`}</p>;
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('parts revealed in turn', () => {
  it('reveals one part at a time, in order, the next in a task after the one before is shown', async () => {
    render(
      <>
        <Part name="first" />
        <Part name="second" />
        <Part name="third" />
      </>,
    );
    expect(screen.getByText('first shown')).toBeInTheDocument();
    expect(screen.getByText('second waiting')).toBeInTheDocument();
    expect(screen.getByText('third waiting')).toBeInTheDocument();

    act(() => shownBy.get('first')!());
    expect(screen.getByText('second waiting')).toBeInTheDocument();
    await nextTask();
    expect(screen.getByText('second shown')).toBeInTheDocument();
    expect(screen.getByText('third waiting')).toBeInTheDocument();

    act(() => shownBy.get('second')!());
    await nextTask();
    expect(screen.getByText('third shown')).toBeInTheDocument();
    act(() => shownBy.get('third')!());
  });

  it('lets the next part go when one leaves the page before it is shown', async () => {
    const { rerender } = render(<>{[<Part key="leaving" name="leaving" />, <Part key="staying" name="staying" />]}</>);
    expect(screen.getByText('staying waiting')).toBeInTheDocument();
    rerender(<>{[<Part key="staying" name="staying" />]}</>);
    await nextTask();
    await nextTask();
    expect(screen.getByText('staying shown')).toBeInTheDocument();
    act(() => shownBy.get('staying')!());
  });
});
