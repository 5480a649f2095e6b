import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "@/db";
import type { Page } from "@/lib/validation/common";
import { MAX_PAGE_SIZE, type SortDirection, type TableQuery } from "./table-query";

type Fields = Record<string, AnyColumn | SQL | SQL.Aliased>;
type SortKey = AnyColumn | SQL;

export interface ListSpec<F extends Fields, K extends string> {
  /** The row's columns, as for `db.select(fields)`. */
  fields: F;
  /** The query without order or paging: `(fields) => db.select(fields).from(t).innerJoin(…).where(…).$dynamic()`. */
  rows: (fields: F & { totalElements: SQL<number> }) => PgSelect;
  /** Sort keys → a column or expression, or several ordered one after the other (surname, then name). */
  sorts: Record<K, SortKey | readonly SortKey[]>;
  /** Applies when the query names no sort… */
  defaultSort: K;
  /** …in this direction (default: the query's `direction`). */
  defaultDirection?: SortDirection;
  /** A unique column ordered last, so that equal sort values never make pages repeat or skip rows. */
  tiebreak: AnyColumn;
}

const totalElements = sql<number>`count(*) over ()`.mapWith(Number);

/** The statement of one page of size `size` (capped), rows with their window count; for `pagedList` and EXPLAIN. */
export function pageStatement<F extends Fields, K extends string>(query: TableQuery<K>, spec: ListSpec<F, K>) {
  const size = Math.min(query.size, MAX_PAGE_SIZE);
  const direction = query.sort === undefined ? (spec.defaultDirection ?? query.direction) : query.direction;
  const order = direction === "asc" ? asc : desc;
  const sort = spec.sorts[query.sort ?? spec.defaultSort];
  const columns = (Array.isArray(sort) ? sort : [sort]) as SortKey[];
  return spec
    .rows({ ...spec.fields, totalElements })
    .orderBy(...columns.map((c) => order(c)), order(spec.tiebreak))
    .limit(size)
    .offset(query.page * size);
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
  const rows = (await pageStatement(query, spec)) as Array<SelectResultFields<F> & { totalElements: number }>;
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

/** Every row of the list in its order, read a page of the largest size at a time (exports). */
export async function* allRows<F extends Fields, K extends string>(
  db: Db,
  query: Omit<TableQuery<K>, "page" | "size">,
  spec: ListSpec<F, K>,
): AsyncGenerator<SelectResultFields<F>> {
  for (let page = 0; ; page++) {
    const { content } = await pagedList(db, { ...query, page, size: MAX_PAGE_SIZE }, spec);
    yield* content;
    if (content.length < MAX_PAGE_SIZE) return;
  }
}
