import {
  adminsSummary,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_NUMBERS_SHOWN,
  PAGE_SIZES,
  pageOfSummary,
  pageRange,
  pageWindow,
  resultsSummary,
  showsPaginationControls,
  totalPagesFor,
} from '@aac/domain';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import {
  controls,
  pageList,
  pageNumber,
  pageSizeField,
  paginationBar,
  pendingPageList,
  summary,
  trailingIconLabel,
} from './PaginationBar.css';

/** A page and its size, 1-based, as list screens keep them in the URL (so a view can be bookmarked). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The line beside the controls, in the wording of the screen's spec:
 * - `results`: "Showing X to Y of Z results" (platform spec §2.2, contact messages)
 * - `pageOf`: "Showing page X of Y" (platform spec §2.5, scheduled calls)
 * - `admins`: "Showing X-Y of N admins", or "No admins found" (platform spec §2.10)
 * - `none`: no line (the screen shows its own count line)
 */
export type PaginationSummary = 'results' | 'pageOf' | 'admins' | 'none';

interface PaginationBarBaseProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /**
   * Called with the page and size to show next. A new page size always comes with page 1
   * (core spec §4 and §9: changing page size returns to page 1).
   */
  onChange: (next: PageRequest) => void;
  /**
   * Offer the page-size selector (core spec §2.1: 5, 10, 25, 50, 100). Off for lists with a
   * fixed size, e.g. blog subscriptions at 50 (core spec §9).
   */
  showPageSizeSelector?: boolean;
  /** The sizes offered; the spec's 5, 10, 25, 50, 100 unless a screen says otherwise. */
  pageSizeOptions?: readonly number[];
  /**
   * Render nothing unless there is more than one page (platform spec §2.2 and §2.5: the page line
   * and Previous/Next appear only when there is more than one page).
   */
  hideWhenSinglePage?: boolean;
  /** The name of the navigation landmark; "Pagination" unless a page has two bars. */
  label?: string;
  /** Every control disabled, e.g. while the next page loads. */
  isDisabled?: boolean;
  /**
   * The list's first answer has not arrived: no page buttons yet, but their room is kept (hidden),
   * as for a list of several pages, so the controls do not move sideways when the count arrives.
   */
  isLoading?: boolean;
}

/** The list's size as the screen's API gives it: a row count, or only a page count. */
export type PaginationBarProps = PaginationBarBaseProps &
  (
    | {
        /** How many rows match in all, on every page; gives the page count and the summary line. */
        totalCount: number;
        totalPages?: undefined;
        /** The line beside the pages: "Showing 1 to 10 of 500 results" (default), "Page 1 of 50", the admins' wording, or none. */
        summary?: PaginationSummary;
      }
    | {
        /** For APIs that answer only a page count (scheduled calls: `totalPages`). */
        totalPages: number;
        totalCount?: undefined;
        /** Row-range lines need a row count, so only these are possible. */
        summary?: 'pageOf' | 'none';
      }
  );

function summaryText(
  kind: PaginationSummary,
  page: number,
  pageSize: number,
  totalPages: number,
  totalCount: number | undefined,
): string | null {
  if (kind === 'none') return null;
  // An empty list has nothing to summarise ("Showing 0 to 0 of 0 results" says nothing).
  if (kind === 'results' && totalCount === 0) return null;
  if (kind === 'pageOf' || totalCount === undefined) return pageOfSummary(page, totalPages);
  if (kind === 'admins') return adminsSummary({ ...pageRange(page, pageSize, totalCount), totalCount });
  return resultsSummary(page, pageSize, totalCount);
}

/**
 * Paging controls for a list: Previous, at most 5 page numbers around the current page
 * (core spec §2.1 and §9), Next, First and Last around them when the numbers do not reach both
 * ends (a list of hundreds of pages is one press from either end), an optional page-size selector and the screen's summary line,
 * inside a navigation landmark. It holds no state: the screen owns page and size (in the URL).
 */
export function PaginationBar(props: PaginationBarProps) {
  const {
    page,
    pageSize,
    onChange,
    showPageSizeSelector = true,
    pageSizeOptions = PAGE_SIZES,
    hideWhenSinglePage = false,
    label = 'Pagination',
    isDisabled = false,
    isLoading = false,
  } = props;
  const totalCount = props.totalCount;
  const totalPages = props.totalPages ?? totalPagesFor(props.totalCount, pageSize);
  const summaryKind = props.summary ?? 'results';

  if (hideWhenSinglePage && !showsPaginationControls(totalPages)) return null;

  const isPending = isLoading && totalPages === 0;
  const pages = pageWindow(page, isPending ? page + MAX_PAGE_NUMBERS_SHOWN : totalPages);
  const line = summaryText(summaryKind, page, pageSize, totalPages, totalCount);
  const goTo = (next: number) => onChange({ page: next, pageSize });
  // Only when the window of numbers cannot show both ends: a short list keeps the spec's row.
  const hasEnds = !isPending && totalPages > MAX_PAGE_NUMBERS_SHOWN;

  return (
    <nav aria-label={label} className={paginationBar}>
      {line === null ? <span /> : <p className={summary}>{line}</p>}
      <div className={controls}>
        {showPageSizeSelector ? (
          <div className={pageSizeField}>
            {/* The visible caption of the picker; the picker is named by its own hidden label. */}
            <span aria-hidden="true">Rows per page</span>
            <Select
              label="Rows per page"
              hideLabel
              size="small"
              isDisabled={isDisabled}
              options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(pageSize || DEFAULT_PAGE_SIZE)}
              // core spec §4 and §9: changing page size returns to page 1.
              onChange={(size) => onChange({ page: 1, pageSize: Number(size) })}
            />
          </div>
        ) : null}
        {totalPages > 0 || isPending ? (
          <ul
            className={isPending ? `${pageList} ${pendingPageList}` : pageList}
            aria-hidden={isPending || undefined}
          >
            {hasEnds ? (
              <li>
                <IconButton
                  icon={<ChevronsLeft size={16} />}
                  label="First page"
                  showTooltip
                  variant="ghost"
                  tone="neutral"
                  size="small"
                  isDisabled={isDisabled || page <= 1}
                  onPress={() => goTo(1)}
                />
              </li>
            ) : null}
            <li>
              <Button
                variant="ghost"
                tone="neutral"
                size="small"
                icon={<ChevronLeft size={16} />}
                isDisabled={isDisabled || page <= 1}
                onPress={() => goTo(page - 1)}
              >
                Previous
              </Button>
            </li>
            {pages.map((number) => {
              const isCurrent = number === page;
              return (
                <li key={number}>
                  <Button
                    variant={isCurrent ? 'solid' : 'ghost'}
                    tone={isCurrent ? 'brand' : 'neutral'}
                    size="small"
                    aria-label={`Page ${number}`}
                    aria-current={isCurrent ? 'page' : undefined}
                    isDisabled={isDisabled}
                    onPress={() => {
                      if (!isCurrent) goTo(number);
                    }}
                  >
                    <span className={pageNumber}>{number}</span>
                  </Button>
                </li>
              );
            })}
            <li>
              <Button
                variant="ghost"
                tone="neutral"
                size="small"
                isDisabled={isDisabled || isPending || page >= totalPages}
                onPress={() => goTo(page + 1)}
              >
                <span className={trailingIconLabel}>
                  Next
                  <ChevronRight size={16} aria-hidden="true" />
                </span>
              </Button>
            </li>
            {hasEnds ? (
              <li>
                <IconButton
                  icon={<ChevronsRight size={16} />}
                  label="Last page"
                  showTooltip
                  variant="ghost"
                  tone="neutral"
                  size="small"
                  isDisabled={isDisabled || page >= totalPages}
                  onPress={() => goTo(totalPages)}
                />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
