import type { ReactNode } from "react";
import { PageTable, type PageTableProps } from "@/components/shared/page-table";
import { personName } from "@/components/ui/person-cell";
import type { SearchParams } from "@/lib/list/page-query";
import { newRowKey } from "@/lib/list/new-row";
import { type NamedRef } from "@/lib/tfg/schemas";
import { RequestFilters } from "./islands";

type Person = { userFamilyName: string; userGivenName: string };

/**
 * The frame of both TFG review lists (area requests, defenses): a toolbar above the paged table, the row
 * just created highlighted, and for staff the filters read back from the URL. `courts` adds the court filter.
 */
export function ReviewList<Row extends Person>({
  toolbar,
  searchParams,
  staff,
  degrees,
  courts,
  ...table
}: Omit<PageTableProps<Row>, "highlightKey" | "filters"> & {
  toolbar?: ReactNode;
  searchParams: SearchParams;
  staff: boolean;
  degrees: NamedRef[];
  courts?: Array<{ id: number; name: string }>;
}) {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const student = first(searchParams.studentId);
  const row = table.page.content[0];
  const filters = staff ? (
    <RequestFilters
      degrees={degrees}
      courts={courts}
      initial={{
        status: first(searchParams.status),
        studentId: student,
        degreeIds: first(searchParams.degreeIds),
        tribunalId: courts ? first(searchParams.tribunalId) : undefined,
      }}
      studentName={student && row ? personName(row.userFamilyName, row.userGivenName) : undefined}
    />
  ) : undefined;
  return (
    <div className="flex flex-col gap-3">
      {toolbar && <div className="flex justify-end">{toolbar}</div>}
      <PageTable {...table} highlightKey={newRowKey(searchParams)} filters={filters} />
    </div>
  );
}
