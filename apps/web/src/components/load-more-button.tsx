import Button, { type ButtonProps } from '@mui/material/Button';

interface LoadMoreButtonProps {
  /** The paged query's state (TanStack's infinite query). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** The spec's wording on this screen ('Load more', 'LOAD MORE'). */
  label?: string;
  variant?: ButtonProps['variant'];
  sx?: ButtonProps['sx'];
}

/** The next page of a paged list, shown only while there is one; says 'Loading…' while it comes. */
export function LoadMoreButton({ pages, label = 'Load more', variant, sx }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant={variant} onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} sx={sx}>
      {pages.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
