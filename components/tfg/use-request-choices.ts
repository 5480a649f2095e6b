"use client";

import { useApiRead } from "@/components/ui/use-api-read";
import type { DirectorOption } from "@/lib/tfg/areas/schemas";
import { tfgPaths } from "@/lib/tfg/client";
import type { AreaRow } from "@/lib/tfg/areas/schemas";
import type { NamedRef } from "@/lib/tfg/schemas";
import type { TermRow } from "@/lib/tfg/terms/schemas";

// A failed read keeps its error, so the field says so instead of claiming there is nothing to choose.
const list = <T>(read: { data: T[] | null; loading: boolean; error: string | null }) => ({
  items: read.data ?? [],
  loading: read.loading,
  error: read.error,
});

/**
 * The cascading choices of a request: degrees, the degree's AREA calls, the areas (with managers)
 * of the call's academic year, and, once an area is chosen, the directors: the instructors with an
 * allocation for the degree in the call's year, with their places left (not the area's managers,
 * who review). `openOnly` keeps calls open now.
 */
export function useRequestChoices(p: {
  userId?: string | null;
  degreeId: string;
  termId?: number;
  areaId?: number;
  openOnly: boolean;
  allDegrees?: boolean;
}) {
  const degrees = list(useApiRead<NamedRef[]>(tfgPaths.degrees({ userId: p.userId, all: p.allDegrees })));
  const terms = list(
    useApiRead<TermRow[]>(
      p.degreeId ? tfgPaths.terms({ type: "AREA", degree: p.degreeId, open: p.openOnly || undefined }) : null,
    ),
  );
  const academicYearId = terms.items.find((t) => t.id === p.termId)?.academicYear.id;
  const areas = list(
    useApiRead<AreaRow[]>(p.degreeId && academicYearId ? tfgPaths.degreeAreas(p.degreeId, academicYearId) : null),
  );
  const directors = list(
    useApiRead<DirectorOption[]>(
      p.degreeId && p.areaId ? tfgPaths.areaInstructors([p.degreeId], p.areaId, p.termId) : null,
    ),
  );
  // Areas without managers are left out of the create flow.
  return {
    degrees,
    terms,
    areas: { ...areas, items: areas.items.filter((a) => a.assignedManagers.length > 0) },
    directors,
    academicYearId,
  };
}
