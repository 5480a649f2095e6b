/** The TFG module's texts and limits, client-safe: the enums are the tables' (db/enums/tfg.ts). */
import type { RequestStatus } from "@/db/enums/tfg";

/** A 403 from the request list: the caller asked for the GESTION view without managing anything. */
export const NO_MANAGEMENT_ACCESS = "No tienes acceso a la gestión de TFGs";

/** A student ranks at most this many requests per degree and academic year ('Opción A' … 'Opción H'). */
export const MAX_PRIORITY = 8;

export const STATUS_LABELS: Record<RequestStatus, string> = {
  OPEN: "Solicitada",
  ACCEPTED: "Aceptada",
  REJECTED: "Rechazada",
  CANCELED: "Cancelada",
};

/** 'Opción A' for 1 … 'Opción H' for 8. */
export const priorityLabel = (priority: number) => `Opción ${String.fromCharCode(64 + priority)}`;

/** The observations column (section 4); area requests have no place, so ACCEPTED is just 'Aceptada'. */
export function observationText(
  status: string,
  { reason, place }: { reason?: string | null; place?: string | null } = {},
): string {
  switch (status) {
    case "OPEN":
      return "Pendiente de revisión";
    case "CANCELED":
      return "Cancelada por el alumno";
    case "ACCEPTED":
      return place ? `Aceptada, lugar de defensa: ${place}` : "Aceptada";
    case "REJECTED":
      return reason ? `Rechazada, razón: ${reason}` : "Rechazada";
    default:
      return "Indefinido";
  }
}
