import { vi } from 'vitest';

/**
 * Lays the page out as on a screen this wide for the media queries React reads (MUI's useMediaQuery): jsdom has
 * no matchMedia, so without this every query is false. Undo with vi.unstubAllGlobals().
 */
export function useScreenWidth(widthPx: number) {
  const matches = (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return (
      conditions.length > 0 &&
      conditions.every(([, bound, px]) => (bound === 'min' ? widthPx >= Number(px) : widthPx <= Number(px)))
    );
  };
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthPx });
}
