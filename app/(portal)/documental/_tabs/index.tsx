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

const typesError = (t: ViewProps["t"]) => <LoadError message={t("page.loadError.types")} />;
const types = (db: ViewProps["db"]) => loadOrNull("los tipos de documento", () => listDocumentTypes(db));

/** Each role's view of /documental (seed 000 §2), with its heading; the page gate lets no other role in. */
/** `title`: the heading's key in the catalogue. */
type View = { title: "page.titleAdmin" | "page.title"; render: (p: ViewProps) => Promise<ReactNode> };

export const ROLE_VIEWS: Partial<Record<Role, View>> = {
  ROLE_ADMIN: {
    title: "page.titleAdmin",
    render: async ({ db, t }) => {
      const rows = await types(db);
      return rows ? <DocumentTypesManager types={rows} /> : typesError(t);
    },
  },
  ROLE_STUDENT: {
    title: "page.title",
    render: async (p) => {
      const [table, rows] = await Promise.all([DocumentsTable(p), types(p.db)]);
      return rows ? <StudentDocuments list={table} types={rows} maxBytes={uploadMaxBytes()} /> : typesError(p.t);
    },
  },
  ROLE_COORD: { title: "page.title", render: DocumentsTable },
};
