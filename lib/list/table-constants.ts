// The table's paging vocabulary without zod, so that client islands (pagination, page size) can
// import it without shipping the validation library.

export type SortDirection = "asc" | "desc";

/** The sizes offered by `DataTable`'s 'Filas por página'. */
export const PAGE_SIZES = [10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Paging and sorting of a list, as parsed from the URL. */
export type TableQuery<K extends string = string> = {
  page: number;
  size: number;
  sort?: K;
  direction: SortDirection;
};
