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
  /** Sort keys → column or expression; `defaultSort` applies when the query names none. */
  sorts: Record<K, AnyColumn | SQL>;
  defaultSort: K;
  /** A unique column ordered last, so that equal sort values never make pages repeat or skip rows. */
  tiebreak: AnyColumn;
}

/**
 * One page of a list and its total, from one statement: the total is a window count over the
 * filtered rows, so rows and count come from the same snapshot. Only a page past the end, which
 * has no row to carry the count, asks for the count on its own.
 */
export async function pagedList<F extends Fields, K extends string>(
  db: Db,
  query: TableQuery<K>,
  spec: ListSpec<F, K>,
): Promise<Page<SelectResultFields<F>>> {
  const size = Math.min(query.size, MAX_PAGE_SIZE);
  const order = query.direction === "asc" ? asc : desc;
  const column = spec.sorts[query.sort ?? spec.defaultSort];
  const totalElements = sql<number>`count(*) over ()`.mapWith(Number);
  const rows = (await spec
    .rows({ ...spec.fields, totalElements })
    .orderBy(order(column), order(spec.tiebreak))
    .limit(size)
    .offset(query.page * size)) as Array<SelectResultFields<F> & { totalElements: number }>;
  if (rows.length > 0) {
    const total = rows[0]!.totalElements;
    return { content: rows.map(({ totalElements: _, ...row }) => row as SelectResultFields<F>), totalElements: total };
  }
  if (query.page === 0) return { content: [], totalElements: 0 };
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spec.rows({ ...spec.fields, totalElements }).as("filtered"));
  return { content: [], totalElements: Number(count?.n ?? 0) };
}
