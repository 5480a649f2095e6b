import { asc, desc, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "@/db";
import type { Page } from "@/lib/validation/common";
import { MAX_PAGE_SIZE, type SortDirection, type TableQuery } from "./table-query";

type Fields = Record<string, AnyColumn | SQL | SQL.Aliased>;
type SortKey = AnyColumn | SQL;

export interface ListSpec<F extends Fields, K extends string, R = SelectResultFields<F>> {
  /** The row's columns, as for `db.select(fields)`. */
  fields: F;
  /** The query without order or paging: `(fields) => db.select(fields).from(t).innerJoin(…).where(…).$dynamic()`. */
  rows: (fields: F & { totalElements: SQL<number> }) => PgSelect;
  /**
   * The filtered rows as the capped count reads them, when that is cheaper than `rows`: the same filter
   * without the joins that only add columns (`db.select({ id: t.id }).from(t).where(…).$dynamic()`).
   */
  counted?: () => PgSelect;
  /**
   * Sort keys → a column or expression, or several ordered one after the other (surname, then name).
   * Give each filter + sort combination the screen offers an index (filter columns, then the sort
   * columns, then the tiebreak), so that a page reads only its own rows.
   */
  sorts: Record<K, SortKey | readonly SortKey[]>;
  /** Applies when the query names no sort… */
  defaultSort: K;
  /** …in this direction (default: the query's `direction`). */
  defaultDirection?: SortDirection;
  /** A unique column ordered last, so that equal sort values never make pages repeat or skip rows. */
  tiebreak: AnyColumn;
  /**
   * The list's row from the database's (dates as ISO text, names joined…), for the page and the
   * export alike; the row as read when absent. The page keeps its totals whatever the row becomes.
   */
  row?: (raw: SelectResultFields<F>) => R;
}

const asRead = <F extends Fields, R>(spec: { row?: (raw: SelectResultFields<F>) => R }) =>
  spec.row ?? ((raw: SelectResultFields<F>) => raw as unknown as R);

/** Rows counted at most, past the page being read: beyond it the total is shown as '1.000+'. */
export const COUNT_CAP = 1000;

/** How many rows to count for the page at `offset`: `COUNT_CAP`, or one past the page, plus one to tell "more". */
export const countLimit = (offset: number, size: number) => Math.max(COUNT_CAP, offset + size) + 1;

const pageSize = (query: TableQuery) => Math.min(query.size, MAX_PAGE_SIZE);

/** The filtered rows counted up to `countLimit`, as a scalar subquery. */
function cappedCount<F extends Fields, K extends string, R>(query: TableQuery<K>, spec: ListSpec<F, K, R>) {
  const limit = countLimit(query.page * pageSize(query), pageSize(query));
  const rows = (spec.counted?.() ?? spec.rows({ ...spec.fields, totalElements: sql<number>`0` })).limit(limit);
  return { limit, total: sql<number>`(select count(*)::int from (${rows}) as counted)`.mapWith(Number) };
}

/** The list's order: the sort's columns, then the tiebreak. */
function ordering<F extends Fields, K extends string, R>(
  query: Pick<TableQuery<K>, "sort" | "direction">,
  spec: ListSpec<F, K, R>,
) {
  const direction = query.sort === undefined ? (spec.defaultDirection ?? query.direction) : query.direction;
  const order = direction === "asc" ? asc : desc;
  const sort = spec.sorts[query.sort ?? spec.defaultSort];
  const columns = (Array.isArray(sort) ? sort : [sort]) as SortKey[];
  return [...columns.map((c) => order(c)), order(spec.tiebreak)];
}

function ordered<F extends Fields, K extends string, R>(
  query: TableQuery<K>,
  spec: ListSpec<F, K, R>,
  totalElements: SQL<number>,
) {
  const size = pageSize(query);
  return spec
    .rows({ ...spec.fields, totalElements })
    .orderBy(...ordering(query, spec))
    .limit(size)
    .offset(query.page * size);
}

/** The statement of one page of size `size` (capped), rows with the capped total; for `pagedList` and EXPLAIN. */
export function pageStatement<F extends Fields, K extends string, R>(query: TableQuery<K>, spec: ListSpec<F, K, R>) {
  return ordered(query, spec, cappedCount(query, spec).total);
}

/**
 * One page of a list and its total, from one statement (one snapshot): the page is read in index
 * order with LIMIT, and the total is a subquery that counts the filtered rows only up to
 * `COUNT_CAP` (or one past the page asked for, if further), so a broad filter over a large table
 * costs about as much as the page itself; `totalElementsCapped` then says there are more. Only a
 * page past the end, which has no row to carry the count, asks for the count on its own. Rows go
 * through the spec's `row`; the page is returned as it is, so every list shows '1.000+' alike.
 */
export async function pagedList<F extends Fields, K extends string, R = SelectResultFields<F>>(
  db: Db,
  query: TableQuery<K>,
  spec: ListSpec<F, K, R>,
): Promise<Page<R>> {
  const counted = cappedCount(query, spec);
  const rows = (await ordered(query, spec, counted.total)) as Array<SelectResultFields<F> & { totalElements: number }>;
  let total = rows[0]?.totalElements ?? 0;
  if (rows.length === 0 && query.page > 0) {
    const [row] = await db.select({ n: counted.total }).from(sql`(select 1) as one`);
    total = Number(row?.n ?? 0);
  }
  return {
    content: rows.map(({ totalElements: _, ...row }) => asRead(spec)(row as SelectResultFields<F>)),
    totalElements: total,
    ...(total === counted.limit ? { totalElementsCapped: true as const } : {}),
  };
}

/**
 * Every row of the list in its order, each exactly once (exports): the ordered ids (the tiebreak
 * column) of the filtered rows come from one statement, one snapshot; then the rows are read by id
 * in batches. No OFFSET: an edit during the export can neither skip nor repeat a row, and the cost
 * stays linear. (Not one long transaction: on the embedded database it would hold the only
 * connection for as long as the client takes to download.) Rows go through the spec's `row`.
 */
export async function* allRows<F extends Fields, K extends string, R = SelectResultFields<F>>(
  db: Db,
  query: Omit<TableQuery<K>, "page" | "size">,
  spec: ListSpec<F, K, R>,
): AsyncGenerator<R> {
  const key = { rowKey: spec.tiebreak } as unknown as F & { totalElements: SQL<number> };
  const ids = ((await spec.rows(key).orderBy(...ordering(query, spec))) as { rowKey: unknown }[]).map((r) => r.rowKey);
  const fields = { ...spec.fields, rowKey: spec.tiebreak, totalElements: sql<number>`0` };
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
    const batch = ids.slice(i, i + MAX_PAGE_SIZE);
    // The filtered ids are known: reading them by id replaces the filter.
    const rows = (await spec.rows(fields).where(inArray(spec.tiebreak, batch))) as Array<
      SelectResultFields<F> & { rowKey: unknown; totalElements: number }
    >;
    const toRow = asRead(spec);
    const byKey = new Map(
      rows.map(({ rowKey, totalElements: _, ...row }) => [rowKey, toRow(row as SelectResultFields<F>)]),
    );
    for (const id of batch) {
      if (byKey.has(id)) yield byKey.get(id)!;
    }
  }
}
