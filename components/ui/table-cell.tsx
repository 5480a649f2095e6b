import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";
import { cn, focusRing } from "@/lib/client/cn";
import type { Locale } from "@/lib/i18n/locales";

/** How readily a column gives way: 1 is always shown, 2 hides below `lg`, 3 below `xl` (phones show all, as cards). */
export type ColumnPriority = 1 | 2 | 3;

// Below `md` every row is a card showing every column, so priorities act only from `md` up.
const priorityClasses: Record<ColumnPriority, string | undefined> = {
  1: undefined,
  2: "md:max-lg:hidden",
  3: "md:max-xl:hidden",
};

export const priorityClass = (priority: ColumnPriority = 1) => priorityClasses[priority];

/** The shared table's classes, defined in app/globals.css: cards below `md`, a table from `md` up. */
export const stickyActions = "table-sticky-actions";
export const cardClasses = {
  region: "table-region",
  table: "table-cards",
  tbody: "table-cards-body",
  row: "table-card",
  cell: "table-card-cell",
  actionsCell: "table-card-actions",
} as const;

/** A cell's default content: `row[key]` as text, a date in `locale`'s order. */
export function defaultCell(row: unknown, key: string, locale: Locale): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return "";
  return value instanceof Date ? formatDateTime(value, locale) : String(value);
}

const isEmpty = (content: ReactNode) =>
  content === null || content === undefined || content === "" || content === false;

/**
 * A cell's content: on a card, the column's header before it as its label; a `detail` column's
 * long text behind a 'Ver …' disclosure (a native `<details>`, so it opens without script).
 */
export function CellContent({
  header,
  label,
  detail,
  children,
}: {
  header: string;
  /** Whether the card shows the header beside the value (not for the actions, which need no label). */
  label: boolean;
  detail?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("common.table");
  const value =
    detail && !isEmpty(children) ? (
      <details className="min-w-0 md:min-w-48">
        <summary className={cn("cursor-pointer rounded text-blue-800 underline", focusRing)}>
          {t("seeDetail", { header: header.toLowerCase() })}
        </summary>
        <div className="mt-1 max-w-prose whitespace-pre-wrap">{children}</div>
      </details>
    ) : (
      children
    );
  if (!label) return value;
  return (
    <>
      <span className="font-medium text-gray-600 md:hidden">{header}</span>
      <div className="min-w-0 break-words">{value}</div>
    </>
  );
}
