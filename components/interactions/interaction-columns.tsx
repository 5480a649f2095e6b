import type { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import type { InteractionRow } from "@/lib/interactions/schemas";
import { interactionName } from "./interaction-name";
import { InteractionActions } from "./islands";
import { interactionsApi } from "@/lib/interactions/client";

/** The `interactions` namespace's translator (`getTranslations("interactions")` or `useTranslations("interactions")`). */
export type InteractionsT = ReturnType<typeof useTranslations<"interactions">>;

/** The table of section 3's interaction fields, with its attachments as download links. */
export const interactionColumns = (t: InteractionsT): DataTableColumn<InteractionRow>[] => [
  { key: "id", header: t("columns.id"), sortable: true },
  { key: "type", header: t("columns.type"), cell: (i, locale) => interactionName(t, i, locale).type },
  {
    key: "created",
    header: t("columns.created"),
    sortable: true,
    cell: (i, locale) => formatDateTime(i.created, locale),
  },
  { key: "issuer", header: t("columns.issuer"), cell: (i) => i.issuerName },
  { key: "receiver", header: t("columns.receiver"), cell: (i) => i.receiverName },
  { key: "dni", header: t("columns.dni") },
  { key: "titulation", header: t("columns.titulation") },
  { key: "course", header: t("columns.course") },
  { key: "interactionText", header: t("columns.comment"), className: "max-w-xs whitespace-pre-wrap" },
  {
    key: "attatchments",
    header: t("columns.attachments"),
    cell: (i) => (
      <ul>
        {i.files.map((f) => (
          <li key={f.id}>
            <a
              href={interactionsApi.attachmentUrl(i.id, f.id)}
              className="text-blue-800 underline"
              aria-label={t("columns.download", { name: f.name })}
            >
              {f.name}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
  { key: "actions", header: t("columns.actions"), cell: (i) => <InteractionActions interaction={i} /> },
];
