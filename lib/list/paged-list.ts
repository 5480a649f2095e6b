import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "@/db";
import type { Page } from "@/lib/validation/common";
import { MAX_PAGE_SIZE, type TableQuery } from "./table-query";

type Fields = Record<string, AnyColumn | SQL | SQL.Aliased>;

export interface ListSpec<F extends Fields, K extends string> {
  /** The row's columns, as for `db.select(fields)`. */
  fields: F;
  /** The query without order or paging: `(fields) => db.select(fields).from(t).innerJoin(…).where(…).$dynamic()`. */
  rows: (fields: F & { totalElements: SQL<number> }) => PgSelect;
  /**
   * Sort keys → column or expression; `defaultSort` applies when the query names none. Give each
   * filter + sort combination the screen offers an index (filter columns, then the sort column,
   * then the tiebreak), so a page reads only its own rows.
   */
  sorts: Record<K, AnyColumn | SQL>;
  defaultSort: K;
  /** A unique column ordered last, so that equal sort values never make pages repeat or skip rows. */
  tiebreak: AnyColumn;
}

/** Rows counted at most, past the page being read: beyond it the total is shown as '1.000+'. */
export const COUNT_CAP = 1000;

/** How many rows to count for the page at `offset`: `COUNT_CAP`, or one past the page, plus one to tell "more". */
export const countLimit = (offset: number, size: number) => Math.max(COUNT_CAP, offset + size) + 1;

/**
 * One page of a list and its total, from one statement (one snapshot): the page is read in index
 * order with LIMIT, and the total is a subquery that counts the filtered rows only up to
 * `COUNT_CAP` (or the end of the page asked for, if further), so a broad filter over a large table
 * costs about as much as the page itself. Only a page past the end, which has no row to carry the
 * count, asks for the count on its own.
 */
export async function pagedList<F extends Fields, K extends string>(
  db: Db,
  query: TableQuery<K>,
  spec: ListSpec<F, K>,
): Promise<Page<SelectResultFields<F>>> {
  const size = Math.min(query.size, MAX_PAGE_SIZE);
  const offset = query.page * size;
  const limit = countLimit(offset, size);
  const zero = sql<number>`0`;
  const counted = sql`(select count(*)::int from (${spec.rows({ ...spec.fields, totalElements: zero }).limit(limit)}) as counted)`;
  const totalElements = sql<number>`${counted}`.mapWith(Number);
  const order = query.direction === "asc" ? asc : desc;
  const column = spec.sorts[query.sort ?? spec.defaultSort];
  const rows = (await spec
    .rows({ ...spec.fields, totalElements })
    .orderBy(order(column), order(spec.tiebreak))
    .limit(size)
    .offset(offset)) as Array<SelectResultFields<F> & { totalElements: number }>;
  const total = rows.length > 0 ? rows[0]!.totalElements : query.page === 0 ? 0 : await countOnly(db, totalElements);
  return {
    content: rows.map(({ totalElements: _, ...row }) => row as SelectResultFields<F>),
    totalElements: total,
    ...(total === limit ? { totalElementsCapped: true as const } : {}),
  };
}

async function countOnly(db: Db, counted: SQL<number>): Promise<number> {
  const [row] = await db.select({ n: counted }).from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}
