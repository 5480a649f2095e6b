import type { RequestStatus } from "@/db/enums/tfg";
import type { translator } from "@/lib/i18n/translate";
import { KNOWN_STATUSES, priorityLetter } from "./constants";
import { NO_DIRECTOR_PLACES } from "./proposal/schemas";

/** The TFG namespace's translator: `translator(locale, "tfg")`, `useTranslations("tfg")` or `getTranslations("tfg")`. */
export type TfgT = ReturnType<typeof translator<"tfg">>;

/** 'Solicitada', 'Aceptada', 'Rechazada', 'Cancelada'; anything else 'Indefinido'. */
export const statusLabel = (t: TfgT, status: string) =>
  (KNOWN_STATUSES as readonly string[]).includes(status)
    ? t(`statuses.${status as RequestStatus}`)
    : t("statuses.unknown");

/** 'Opción A' for 1 … 'Opción H' for 8. */
export const priorityLabel = (t: TfgT, priority: number) => t("priority", { letter: priorityLetter(priority) });

/**
 * The observations column (section 4); area requests have no place, so ACCEPTED is just 'Aceptada'. A
 * reason is the reviewer's words, but for the proposal's own 'Sin plazas del director', said in the reader's language.
 */
export function observationText(
  t: TfgT,
  status: string,
  { reason, place }: { reason?: string | null; place?: string | null } = {},
): string {
  switch (status) {
    case "OPEN":
      return t("observations.OPEN");
    case "CANCELED":
      return t("observations.CANCELED");
    case "ACCEPTED":
      return place ? t("observations.acceptedAt", { place }) : t("observations.accepted");
    case "REJECTED":
      if (!reason) return t("observations.rejected");
      return t("observations.rejectedBecause", {
        reason: reason === NO_DIRECTOR_PLACES ? t("proposal.noDirectorPlaces") : reason,
      });
    default:
      return t("observations.unknown");
  }
}
