import type { ReactNode } from "react";
import { DocumentTypesManager } from "@/components/documents/islands";
import { StudentDocuments } from "@/components/documents/student-documents";
import { LoadError } from "@/components/ui/load-error";
import type { Role } from "@/db/enums/roles";
import { listDocumentTypes } from "@/lib/documents/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { loadOrNull } from "@/lib/load-or-null";
import { DocumentsTable } from "./documents-table";
import type { ViewProps } from "./view-props";

export type { ViewProps } from "./view-props";

const TYPES_ERROR = <LoadError message="Ha habido un error al cargar los tipos de documento" />;
const types = (db: ViewProps["db"]) => loadOrNull("los tipos de documento", () => listDocumentTypes(db));

/** Each role's view of /documental (seed 000 §2), with its heading; the page gate lets no other role in. */
export const ROLE_VIEWS: Partial<Record<Role, { title: string; render: (p: ViewProps) => Promise<ReactNode> }>> = {
  ROLE_ADMIN: {
    title: "Gestor documental: tipos de documento",
    render: async ({ db }) => {
      const rows = await types(db);
      return rows ? <DocumentTypesManager types={rows} /> : TYPES_ERROR;
    },
  },
  ROLE_STUDENT: {
    title: "Gestor documental",
    render: async (p) => {
      const [table, rows] = await Promise.all([DocumentsTable(p), types(p.db)]);
      return rows ? <StudentDocuments list={table} types={rows} maxBytes={uploadMaxBytes()} /> : TYPES_ERROR;
    },
  },
  ROLE_COORD: { title: "Gestor documental", render: DocumentsTable },
};
