import { Button } from './button';
import './pagination.css';

export type PaginationProps = {
  /** Accessible name of the navigation, e.g. "Activity log pages". */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The requested page is on its way: both buttons wait. */
  isBusy?: boolean;
};

/** Previous and Next around "Page 2 of 5" (server-side pages); nothing when there is one page. */
export function Pagination({ label, page, pageCount, onChange, isBusy = false }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || isBusy}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <p className="pagination__status" aria-live="polite">
        {`Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount || isBusy}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
