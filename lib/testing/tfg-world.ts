import { getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { POST as createArea } from "@/app/tfg-api/areas/route";
import { POST as createTerm } from "@/app/tfg-api/terms/route";
import { POST as createAllocation } from "@/app/tfg-api/instructors/[id]/allocation/route";
import { POST as createRequest } from "@/app/tfg-api/requests/route";
import { activateYear } from "@/lib/academic-year/lifecycle";
import { formatDateTime } from "@/lib/dates";
import { call, makeUser, uniq, type TestUser } from "./fixtures";
import { addMember, makeCourse, makeDegree } from "./reference";

// The calls' written format, DD/MM/YYYY HH:mm (lib/tfg/terms/schemas.ts).
const hours = (h: number) => formatDateTime(new Date(Date.now() + h * 3_600_000), "es");

/**
 * A TFG world of its own (fresh year, degrees and people, so tests sharing one PostgreSQL database
 * never meet): degree A with an open AREA call and a closed one, area 1 managed by directors d1
 * (limit 1) and d2 (limit 2), area 2 without managers, students s1–s3 studying A, a coordinator
 * of A, a secretary and an admin.
 */
export async function tfgWorld() {
  const db = await getDb();
  const tag = uniq();
  // Its year is the active one: on a shared PostgreSQL database, each world's activation ends the last one's.
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `y-${tag}`, name: `2030-${tag}` })
    .returning();
  await activateYear(db, year!.externalId);
  const [s1, s2, s3, d1, d2, d3, coordinator, secretary, admin] = await Promise.all([
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_COORD"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_ADMIN"),
  ]);
  const degreeA = await makeDegree(`Grado en Informática ${tag}`);
  const degreeB = await makeDegree(`Grado en Química ${tag}`);
  const course = await makeCourse(degreeA.id, "Trabajo Fin de Grado");
  for (const s of [s1, s2, s3]) await addMember(course.id, s.id, "STUDENT");
  await addMember(course.id, coordinator.id, "COORDINATOR");

  /** A new student of degree A (requests are made only in a degree the student studies). */
  const student = async (overrides: Parameters<typeof makeUser>[1] = {}) => {
    const s = await makeUser("ROLE_STUDENT", overrides);
    await addMember(course.id, s.id, "STUDENT");
    return s;
  };

  const allocate = async (who: TestUser, limit: number, degreeIds = [degreeA.externalId]) =>
    call("POST", createAllocation, {
      as: admin,
      params: { id: who.externalId },
      json: { academicYearId: year!.id, limit, degreeIds },
    });
  await allocate(d1, 1);
  await allocate(d2, 2);
  const area = async (name: string, managers: TestUser[]) =>
    (
      await call("POST", createArea, {
        as: admin,
        json: {
          name,
          academicYearId: year!.id,
          assignedDegreeIds: [degreeA.externalId],
          assignedManagerIds: managers.map((m) => m.externalId),
        },
      })
    ).data;
  const area1 = await area(`Inteligencia artificial ${tag}`, [d1, d2]);
  const area2 =
    area1 &&
    (
      await call("POST", createArea, {
        as: admin,
        json: {
          name: `Sin gestores ${tag}`,
          academicYearId: year!.id,
          assignedDegreeIds: [degreeA.externalId],
          assignedManagerIds: [d3.externalId],
        },
      })
    ).data;
  const term = async (name: string, from: number, to: number) =>
    (
      await call("POST", createTerm, {
        as: admin,
        json: {
          academicYearId: year!.id,
          type: "AREA",
          name,
          assignedDegreeIds: [degreeA.externalId],
          start: hours(from),
          end: hours(to),
        },
      })
    ).data;
  const openTerm = await term(`Convocatoria ordinaria ${tag}`, -24, 24 * 30);
  const closedTerm = await term(`Convocatoria cerrada ${tag}`, -24 * 60, -24 * 30);

  /** A request through the API, as the student or (with userId) as staff. */
  const request = (as: TestUser, director: TestUser, extra: Record<string, unknown> = {}) =>
    call("POST", createRequest, {
      as,
      json: {
        userId: null,
        degreeId: degreeA.externalId,
        termId: openTerm.id,
        areaId: area1.id,
        instructorId: director.externalId,
        provisionalTitle: "Un título",
        ...extra,
      },
    });

  return {
    year: year!,
    s1,
    s2,
    s3,
    d1,
    d2,
    d3,
    coordinator,
    secretary,
    admin,
    degreeA,
    degreeB,
    area1,
    area2,
    openTerm,
    closedTerm,
    course,
    student,
    allocate,
    request,
  };
}

export type TfgWorld = Awaited<ReturnType<typeof tfgWorld>>;
