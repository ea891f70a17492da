import { vi } from 'vitest';

/**
 * Answers CSS width media queries (`min-width`, `max-width`, as MUI's breakpoints write them) as a screen this
 * wide would, so components that pick a layout with useMediaQuery render their phone layout. jsdom has no
 * matchMedia of its own; undo with vi.unstubAllGlobals().
 */
export function stubScreenWidth(widthPx: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, value]) =>
      bound === 'min' ? widthPx >= Number(value) : widthPx <= Number(value),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthPx });
}
