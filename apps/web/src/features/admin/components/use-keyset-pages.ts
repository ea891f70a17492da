import { ADMIN_DEFAULT_PAGE_SIZE } from '@roost/domain';
import { useState } from 'react';

interface PagesState {
  filterKey: string;
  /** The cursor of each page visited so far; the first page has none. */
  cursors: (string | undefined)[];
  pageSize: number;
}

/**
 * Where a keyset-paged list is: the server hands out a cursor for the next page only, so the cursors
 * of the pages behind are kept to go back. A change of search or filters (`filterKey`) starts again
 * at the first page.
 */
export function useKeysetPages(filterKey: string) {
  const [state, setState] = useState<PagesState>({
    filterKey,
    cursors: [undefined],
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
  });
  const current: PagesState =
    state.filterKey === filterKey ? state : { filterKey, cursors: [undefined], pageSize: state.pageSize };
  if (current !== state) setState(current);
  const pageIndex = current.cursors.length - 1;
  return {
    pageIndex,
    pageSize: current.pageSize,
    cursor: current.cursors[pageIndex],
    next: (nextCursor: string) => setState({ ...current, cursors: [...current.cursors, nextCursor] }),
    previous: () => setState({ ...current, cursors: current.cursors.slice(0, -1) }),
    setPageSize: (pageSize: number) => setState({ filterKey, cursors: [undefined], pageSize }),
  };
}

export type KeysetPages = ReturnType<typeof useKeysetPages>;
