import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A part whose chunk arrives when the test says so; records when it was asked for. */
function deferredPart(name: string, asked: string[]) {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    name,
    load: () => {
      asked.push(name);
      return arrived;
    },
    arrive: () => act(async () => arrive()),
  };
}

/** The queue is the module's own state: each test takes a fresh copy, as a fresh page would. */
async function freshPage() {
  vi.resetModules();
  const { useMountTurn } = await import('./mount-queue');
  return function Part({ name, load }: { name: string; load: () => Promise<unknown> }) {
    const [placeholder, mounted] = useMountTurn<HTMLDivElement>(load);
    return mounted ? <p>{name} form</p> : <div ref={placeholder}>Loading {name}</div>;
  };
}

/** The browser's IntersectionObserver: `show(element)` says that element has come near the screen. */
function watchScreen() {
  const observers: { callback: IntersectionObserverCallback; watched: Set<Element> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watched = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, watched: this.watched });
      }
      observe(element: Element) {
        this.watched.add(element);
      }
      unobserve(element: Element) {
        this.watched.delete(element);
      }
      disconnect() {}
    },
  );
  return {
    show: (element: Element) =>
      act(() => {
        for (const { callback, watched } of observers) {
          if (watched.has(element)) callback([{ target: element, isIntersecting: true }] as never, {} as never);
        }
      }),
  };
}

const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

let asked: string[];
beforeEach(() => (asked = []));
afterEach(() => vi.unstubAllGlobals());

describe('useMountTurn', () => {
  it('mounts the parts one at a time in page order, each once its chunk has arrived', async () => {
    const Part = await freshPage();
    const [first, second] = ['first', 'second'].map((name) => deferredPart(name, asked)) as [
      ReturnType<typeof deferredPart>,
      ReturnType<typeof deferredPart>,
    ];
    render(
      <>
        <Part name="first" load={first.load} />
        <Part name="second" load={second.load} />
      </>,
    );
    expect(screen.getByText('Loading first')).toBeInTheDocument();
    await idle();
    // The second chunk is not even asked for while the first part is on its way.
    expect(asked).toEqual(['first']);
    await first.arrive();
    expect(await screen.findByText('first form')).toBeInTheDocument();
    expect(screen.getByText('Loading second')).toBeInTheDocument();
    await second.arrive();
    expect(await screen.findByText('second form')).toBeInTheDocument();
    expect(asked).toEqual(['first', 'second']);
  });

  it('mounts the parts near the screen at once, and the others only once the visitor does anything', async () => {
    const near = watchScreen();
    const Part = await freshPage();
    const parts = ['first', 'second', 'third'].map((name) => deferredPart(name, asked));
    render(
      <>
        {parts.map((part) => (
          <Part key={part.name} name={part.name} load={part.load} />
        ))}
      </>,
    );
    await idle();
    expect(asked).toEqual([]);
    await near.show(screen.getByText('Loading third'));
    await idle();
    expect(asked).toEqual(['third']);
    await parts[2]!.arrive();
    expect(await screen.findByText('third form')).toBeInTheDocument();
    await idle();
    await idle();
    // Nothing else is near the screen, and the visitor has done nothing yet.
    expect(asked).toEqual(['third']);
    expect(screen.getByText('Loading first')).toBeInTheDocument();

    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await idle();
    expect(asked).toEqual(['third', 'first']);
    await parts[0]!.arrive();
    await screen.findByText('first form');
    await parts[1]!.arrive();
    expect(await screen.findByText('second form')).toBeInTheDocument();
    expect(asked).toEqual(['third', 'first', 'second']);
  });

  it('goes on with the next part when the one on its way is gone from the page', async () => {
    const Part = await freshPage();
    const first = deferredPart('first', asked);
    const second = deferredPart('second', asked);
    const { rerender } = render(
      <>
        <Part key="first" name="first" load={first.load} />
        <Part key="second" name="second" load={second.load} />
      </>,
    );
    await idle();
    rerender(<Part key="second" name="second" load={second.load} />);
    await idle();
    expect(asked).toEqual(['first', 'second']);
    await second.arrive();
    expect(await screen.findByText('second form')).toBeInTheDocument();
  });
});
