"use client";

import { useEffect, useState } from "react";
import { tfgClient } from "@/lib/tfg/client";
import type { AreaRow, NamedRef, TermRow } from "@/lib/tfg/schemas";

type Loaded<T> = { items: T[]; loading: boolean };
const idle = <T,>(): Loaded<T> => ({ items: [], loading: false });

function useLoad<T>(key: string | null, load: () => Promise<T[]>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(idle);
  useEffect(() => {
    if (key === null) return setState(idle());
    let live = true;
    setState({ items: [], loading: true });
    load()
      .then((items) => live && setState({ items, loading: false }))
      .catch(() => live && setState({ items: [], loading: false }));
    return () => {
      live = false;
    };
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/**
 * The cascading choices of a request: degrees, the degree's AREA calls, the areas (with managers)
 * of the call's academic year, and the chosen area's directors. `openOnly` keeps calls open now.
 */
export function useRequestChoices(p: { userId?: string | null; degreeId: string; termId?: number; areaId?: number; openOnly: boolean; allDegrees?: boolean }) {
  const degrees = useLoad<NamedRef>(`${p.userId ?? ""}|${p.allDegrees}`, () => tfgClient.degrees({ userId: p.userId, all: p.allDegrees }));
  const terms = useLoad<TermRow>(p.degreeId ? `${p.degreeId}|${p.openOnly}` : null, () =>
    tfgClient.terms({ type: "AREA", degree: p.degreeId, open: p.openOnly || undefined }),
  );
  const term = terms.items.find((t) => t.id === p.termId);
  const academicYearId = term?.academicYear.id;
  const areas = useLoad<AreaRow>(p.degreeId && academicYearId ? `${p.degreeId}|${academicYearId}` : null, () =>
    tfgClient.degreeAreas(p.degreeId, academicYearId),
  );
  const directors = useLoad<NamedRef>(p.degreeId && p.areaId ? `${p.degreeId}|${p.areaId}` : null, () =>
    tfgClient.areaInstructors([p.degreeId], p.areaId),
  );
  // Areas without managers are left out of the create flow.
  const usableAreas = areas.items.filter((a) => a.assignedManagers.length > 0);
  return { degrees, terms, areas: { ...areas, items: usableAreas }, directors, academicYearId };
}
