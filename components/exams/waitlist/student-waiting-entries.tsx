import { useTranslations } from "next-intl";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { WaitlistRow } from "@/lib/exams/waitlist/schemas";

/** 'Peticiones realizadas': the waiting lists the student is on, each with their position. */
export function WaitingEntries({ entries }: { entries: WaitlistRow[] }) {
  const t = useTranslations("exams");
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold">{t("waitlist.yours")}</h2>
      <Table
        caption={t("waitlist.yours")}
        rows={entries}
        emptyMessage={t("waitlist.noneYours")}
        columns={[
          { key: "courseName", header: t("waitlist.columns.course") },
          {
            key: "exam",
            header: t("waitlist.columns.exam"),
            cell: (e, locale) => `${e.examOption}, ${formatDateTime(e.examDate, locale)}`,
          },
          { key: "headquarterName", header: t("waitlist.columns.venue") },
          { key: "position", header: t("waitlist.columns.position") },
          { key: "joined", header: t("waitlist.columns.since"), cell: (e, locale) => formatDateTime(e.joined, locale) },
        ]}
      />
    </section>
  );
}
