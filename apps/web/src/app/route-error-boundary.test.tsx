import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => vi.restoreAllMocks());

describe('route error boundary', () => {
  it('shows what failed in place of the page, and the next page once the location changes', () => {
    // React reports the error it caught on the console; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary locationKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Failed to fetch dynamically imported module');
    rerender(
      <RouteErrorBoundary locationKey="b">
        <p>Next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
