import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";
import { cn, focusRing } from "@/lib/ui/cn";

/** How readily a column gives way: 1 is always shown, 2 hides below `lg`, 3 below `xl` (phones show all, as cards). */
export type ColumnPriority = 1 | 2 | 3;

// Below `md` every row is a card showing every column, so priorities act only from `md` up.
const priorityClasses: Record<ColumnPriority, string | undefined> = {
  1: undefined,
  2: "md:max-lg:hidden",
  3: "md:max-xl:hidden",
};

export const priorityClass = (priority: ColumnPriority = 1) => priorityClasses[priority];

// Sticky cells need their own background, or the scrolled columns show through them; the inset
// shadow is their left border (a real border would scroll away with the collapsed table borders).
export const stickyActions = "md:sticky md:right-0 md:shadow-[inset_1px_0_0_0_var(--color-gray-200)]";

/**
 * Classes that turn the table into a list of cards below `md` (no script: the table elements are
 * displayed as blocks), and leave it a plain table, with its semantics, from `md` up.
 */
export const cardClasses = {
  region: "max-md:border-0",
  table: "max-md:block",
  tbody: "max-md:flex max-md:flex-col max-md:gap-3 max-md:divide-y-0",
  row: "max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded-md max-md:border max-md:border-gray-200 max-md:p-3",
  cell: "max-md:grid max-md:grid-cols-[35%_1fr] max-md:gap-x-3 max-md:py-0.5 md:px-4 md:py-3",
  actionsCell: "max-md:order-last max-md:mt-2 max-md:border-t max-md:border-gray-200 max-md:pt-3 md:px-4 md:py-3",
} as const;

export function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return "";
  return value instanceof Date ? formatDateTime(value) : String(value);
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
  const value =
    detail && !isEmpty(children) ? (
      <details className="min-w-0 md:min-w-48">
        <summary className={cn("cursor-pointer rounded text-blue-800 underline", focusRing)}>
          Ver {header.toLowerCase()}
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
