// The registry's labels, client-safe: the values are the tables' enums (db/enums/registry.ts).
import type { RegistryBookType, RegistryType } from "@/db/enums/registry";

/** The books as staff read them; the stored values ('general', 'alumonline', 'alumpresen') stay in the CSV and the API. */
export const REGISTRY_BOOK_LABELS: Record<RegistryBookType, string> = {
  general: "General",
  alumonline: "Alumnos en línea",
  alumpresen: "Alumnos presenciales",
};

export const REGISTRY_TYPE_LABELS: Record<RegistryType, string> = { ENTRY: "Entrada", EXIT: "Salida" };
