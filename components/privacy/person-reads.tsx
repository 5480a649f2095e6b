import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import type { ReadRow } from "@/lib/access-log/queries";
import type { TableQuery } from "@/lib/list/table-constants";
import type { Page } from "@/lib/validation/common";

/**
 * 'Consultas de sus datos': the form naming the person (a plain GET, so the URL keeps it) and, once
 * named, who on the staff read their data: "unknown" for an identifier nobody has, null when the read
 * failed, undefined before a person is named.
 */
export async function PersonReads({
  person,
  reads,
  query,
}: {
  person: string;
  reads: Page<ReadRow> | null | undefined | "unknown";
  query: TableQuery;
}) {
  const t = await getTranslations("privacy");
  const columns: DataTableColumn<ReadRow>[] = [
    { key: "at", header: t("reads.at"), sortable: true },
    { key: "reader", header: t("reads.who") },
    { key: "what", header: t("reads.whatColumn") },
  ];
  return (
    <div className="space-y-4">
      <form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="reads-person" className="text-sm font-medium">
            {t("reads.student")}
          </label>
          <input
            id="reads-person"
            name="persona"
            defaultValue={person}
            required
            autoComplete="off"
            className="h-10 rounded-md border border-gray-400 px-3 text-sm"
          />
        </div>
        <button type="submit" className={buttonClasses()}>
          {t("reads.submit")}
        </button>
      </form>
      {reads === "unknown" && <LoadError message={t("errors.personUnknown", { externalId: person })} />}
      {reads === null && <LoadError message={t("reads.loadFailure")} />}
      {reads && reads !== "unknown" && (
        <PageTable
          columns={columns}
          page={reads}
          query={query}
          caption={t("reads.caption", { person })}
          rowKey={(r) => String(r.id)}
          emptyMessage={t("reads.empty")}
        />
      )}
    </div>
  );
}
