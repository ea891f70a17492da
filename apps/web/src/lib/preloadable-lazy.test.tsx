import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const inSuspense = (element: ReactElement) => <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;

describe('preloadableLazy', () => {
  it('loads on its first render like React.lazy, its fallback shown meanwhile', async () => {
    const LazyGreeting = preloadableLazy(() => Promise.resolve(Greeting));
    render(inSuspense(<LazyGreeting name="Ana" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
  });

  it('once preloaded, renders at once: the fallback is never shown', async () => {
    let loads = 0;
    const LazyGreeting = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await LazyGreeting.preload();
    await LazyGreeting.preload();
    render(inSuspense(<LazyGreeting name="Ana" />));
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('keeps a page shown before it was loaded mounted when its parent renders again (its state stays)', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const LazyCounter = preloadableLazy(() => Promise.resolve(Counter));
    function Parent({ label }: { label: string }) {
      return (
        <>
          <p>{label}</p>
          {inSuspense(<LazyCounter />)}
        </>
      );
    }
    const { rerender } = render(<Parent label="first" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    rerender(<Parent label="second" />);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('asks again after a failed fetch', async () => {
    let loads = 0;
    const LazyGreeting = preloadableLazy(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await LazyGreeting.preload();
    render(inSuspense(<LazyGreeting name="Ana" />));
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
  });
});
