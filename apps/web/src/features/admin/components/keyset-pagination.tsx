import TablePagination from '@mui/material/TablePagination';
import { ADMIN_PAGE_SIZES, type AdminPage } from '@roost/domain';
import type { KeysetPages } from './use-keyset-pages';

/**
 * Previous and Next under a keyset-paged table, with rows per page. The total is not counted (that
 * would read every matching row): until the last page the label says "of more than".
 */
export function KeysetPagination({
  pages,
  page,
  rowCount,
  label,
}: {
  pages: KeysetPages;
  page: AdminPage | undefined;
  rowCount: number;
  label: string;
}) {
  const { pageIndex, pageSize } = pages;
  const seen = pageIndex * pageSize + Math.max(rowCount, pageIndex > 0 ? 1 : 0);
  return (
    <TablePagination
      component="div"
      aria-label={label}
      count={page?.hasMore ? -1 : seen}
      page={pageIndex}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      onPageChange={(_event, wanted: number) => {
        if (wanted > pageIndex && page?.nextCursor) pages.next(page.nextCursor);
        else if (wanted < pageIndex) pages.previous();
      }}
      onRowsPerPageChange={(event) => pages.setPageSize(Number(event.target.value))}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}
