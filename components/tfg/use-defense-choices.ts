"use client";

import { useApiRead } from "@/components/ui/use-api-read";
import { tfgPaths } from "@/lib/tfg/client";
import type { CourtRow } from "@/lib/tfg/courts/schemas";
import type { DefenseRow } from "@/lib/tfg/defenses/schemas";
import type { RequestRow } from "@/lib/tfg/requests/schemas";
import type { TermRow } from "@/lib/tfg/terms/schemas";
import type { Page } from "@/lib/validation/common";
import type { TfgT } from "@/lib/tfg/labels";

/**
 * The defense form's choices: the accepted requests that can still be defended (page 0, size 50),
 * the DEFENSE calls open now for the request's degree, and the courts of the request. A read that
 * fails is in `failed` with its own text, never an empty list of choices.
 */
export function useDefenseChoices(requestId: number | undefined, t: TfgT, defense?: DefenseRow) {
  const requestsRead = useApiRead<Page<RequestRow>>(tfgPaths.pendingForDefense());
  const requests = requestsRead.data?.content;
  const request = requests?.find((r) => r.id === requestId);
  const degree = requestId ? (request?.degreeId ?? defense?.degreeId) : undefined;
  const termsRead = useApiRead<TermRow[]>(degree ? tfgPaths.terms({ type: "DEFENSE", degree, open: true }) : null);
  const courtsRead = useApiRead<CourtRow[]>(requestId ? tfgPaths.courtsForRequest(requestId, defense?.id) : null);
  const failed = [
    requestsRead.error && t("defenses.loadErrors.requests"),
    termsRead.error && t("defenses.loadErrors.terms"),
    courtsRead.error && t("defenses.loadErrors.courts"),
  ].filter((m): m is string => Boolean(m));
  return { requests, terms: termsRead.data, courts: courtsRead.data, failed };
}
