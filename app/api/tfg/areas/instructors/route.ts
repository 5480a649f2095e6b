// GET /tfg-api/areas/instructors — instructors with an allocation in the degrees `ids`; with areaId, that area's directors
import { endpoint } from "@/lib/api/endpoint";
import { areaDirectors, degreeInstructors } from "@/lib/tfg/directors";
import { areaInstructorsQuery } from "@/lib/tfg/schemas";
import { degreeIdsOf } from "@/lib/tfg/scope";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: areaInstructorsQuery },
  async ({ db, query }) => {
    const degreeIds = [...(await degreeIdsOf(db, query.ids, "ids")).values()];
    if (query.areaId === undefined) return degreeInstructors(db, degreeIds, query.academicYearId);
    const directors = await Promise.all(degreeIds.map((degreeId) => areaDirectors(db, query.areaId!, degreeId)));
    return [...new Map(directors.flat().map(({ id: _, ...d }) => [d.externalId, d])).values()];
  },
);
