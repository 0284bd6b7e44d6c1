/** A page of a list as the staff screens ask for it: 1-based page, rows per page (docs/product.md › The /api contract). */
export type PageRequest = { page: number; limit: number }

/** Rows per page when the screen does not say; the most one page may have (as Payload's own REST allows). */
export const DEFAULT_PAGE_ROWS = 25
export const MAX_PAGE_ROWS = 100
/** Far past the end of any list this agency will have (100,000 rows is 1,000 pages of 100). */
export const MAX_PAGE = 100_000

/** One page of rows with the number of rows the whole list has. */
export type Page<T> = { rows: T[]; total: number; page: number; limit: number }

export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit
