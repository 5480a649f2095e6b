import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import type { InteractionRow } from "@/lib/interactions/schemas";
import { InteractionActions } from "./islands";
import { interactionsApi } from "@/lib/interactions/client";

/** The table of section 3's interaction fields, with its attachments as download links. */
export const interactionColumns: DataTableColumn<InteractionRow>[] = [
  { key: "id", header: "Id", sortable: true },
  { key: "type", header: "Tipo" },
  { key: "created", header: "Creada", sortable: true, cell: (i) => formatDateTime(i.created) },
  { key: "issuer", header: "Emisor", cell: (i) => i.issuerName },
  { key: "receiver", header: "Receptor", cell: (i) => i.receiverName },
  { key: "dni", header: "DNI" },
  { key: "titulation", header: "Titulación" },
  { key: "course", header: "Asignatura" },
  { key: "interactionText", header: "Comentario", className: "max-w-xs whitespace-pre-wrap" },
  {
    key: "attatchments",
    header: "Adjuntos",
    cell: (i) => (
      <ul>
        {i.files.map((f) => (
          <li key={f.id}>
            <a
              href={interactionsApi.attachmentUrl(i.id, f.id)}
              className="text-blue-800 underline"
              aria-label={`Descargar ${f.name}`}
            >
              {f.name}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
  { key: "actions", header: "Acciones", cell: (i) => <InteractionActions interaction={i} /> },
];
