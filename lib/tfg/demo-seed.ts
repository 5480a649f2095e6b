import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaDegrees,
  tfgAreaManagers,
  tfgAreas,
  tfgPriorityGrades,
  tfgRequests,
  tfgTermDegrees,
  tfgTerms,
} from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { createRng } from "@/lib/demo/prng";
import type { RequestStatus } from "@/db/enums/tfg";
import { seedCourts } from "./demo-courts";

const AREA_NAMES = [
  ["Inteligencia artificial", "Ingeniería del software", "Redes y sistemas distribuidos"],
  ["Historia contemporánea", "Patrimonio cultural", "Didáctica"],
  ["Análisis de datos", "Métodos cuantitativos", "Gestión de proyectos"],
];
const DAY = 86_400_000;

/**
 * TFG demo rows in the active academic year: three areas per degree with managers (demo-profesor
 * manages the first one of the coordinated degree), every instructor's allocation, an open and a
 * past AREA call and a coming DEFENSE call, priority grades, and classmates' requests in every
 * status. demo-alumno starts with none, so the first request is 'Opción A'. Two courts of the
 * first degree publish 2-hour slots (09:00, 11:00, 16:00) under an open DEFENSE call, and the
 * accepted requests hold defenses in every status.
 */
export async function seedTfgDemo(tx: Db, demo: DemoData): Promise<void> {
  const rng = createRng(15);
  const year = demo.currentAcademicYear;
  const instructors = [...demo.users.values()].filter((u) => u.role === "ROLE_INSTRUCTOR");
  const professor = demo.accounts["demo-profesor"];
  const coordinated = new Set(
    demo.courseMembers
      .filter((m) => m.userId === demo.accounts["demo-coordinador"].id && m.memberRole === "COORDINATOR")
      .map((m) => demo.courses.find((c) => c.id === m.courseId)!.degreeId),
  );
  const degrees = [...demo.degrees].sort((a, b) => Number(coordinated.has(b.id)) - Number(coordinated.has(a.id)));

  const areasByDegree = new Map<number, Array<{ id: number; managers: number[] }>>();
  for (const [d, degree] of degrees.entries()) {
    const list = [];
    for (const [i, name] of AREA_NAMES[d % AREA_NAMES.length]!.entries()) {
      const [area] = await tx
        .insert(tfgAreas)
        .values({
          name: degrees.length > AREA_NAMES.length ? `${name} (${degree.name})` : name,
          academicYearId: year.id,
        })
        .returning();
      const managers = rng
        .sample(
          instructors.filter((u) => u.id !== professor.id),
          2,
        )
        .map((u) => u.id);
      if (d === 0 && i === 0) managers.unshift(professor.id);
      await tx.insert(tfgAreaDegrees).values({ areaId: area!.id, degreeId: degree.id });
      await tx.insert(tfgAreaManagers).values(managers.map((userId) => ({ areaId: area!.id, userId })));
      list.push({ id: area!.id, managers });
    }
    areasByDegree.set(degree.id, list);
  }

  const allocationOf = new Map<number, number>();
  for (const instructor of instructors) {
    const [allocation] = await tx
      .insert(tfgAllocations)
      .values({ instructorId: instructor.id, academicYearId: year.id, limit: instructor.id === professor.id ? 4 : 3 })
      .returning();
    allocationOf.set(instructor.id, allocation!.id);
    await tx.insert(tfgAllocationDegrees).values(
      degrees.map((d) => ({
        allocationId: allocation!.id,
        degreeId: d.id,
        instructorId: instructor.id,
        academicYearId: year.id,
      })),
    );
  }

  const now = Date.now();
  const terms = [
    {
      name: "Convocatoria ordinaria de áreas temáticas",
      type: "AREA" as const,
      start: new Date(now - 10 * DAY),
      end: new Date(now + 60 * DAY),
    },
    {
      name: "Convocatoria de febrero",
      type: "AREA" as const,
      start: new Date(now - 120 * DAY),
      end: new Date(now - 90 * DAY),
    },
    {
      name: "Defensas de junio",
      type: "DEFENSE" as const,
      start: new Date(now + 90 * DAY),
      end: new Date(now + 120 * DAY),
    },
    {
      name: "Defensas de la convocatoria ordinaria",
      type: "DEFENSE" as const,
      start: new Date(now - 5 * DAY),
      end: new Date(now + 45 * DAY),
    },
  ];
  const termIds: number[] = [];
  for (const term of terms) {
    const [row] = await tx
      .insert(tfgTerms)
      .values({ ...term, academicYearId: year.id })
      .returning();
    termIds.push(row!.id);
    await tx.insert(tfgTermDegrees).values(degrees.map((d) => ({ termId: row!.id, degreeId: d.id })));
  }

  const degree = degrees[0]!;
  const classmates = [
    ...new Set(
      demo.courseMembers
        .filter(
          (m) => m.memberRole === "STUDENT" && demo.courses.find((c) => c.id === m.courseId)?.degreeId === degree.id,
        )
        .map((m) => m.userId),
    ),
  ].filter((id) => id !== demo.accounts["demo-alumno"].id);
  await tx.insert(tfgPriorityGrades).values(
    classmates.map((userId) => ({
      userId,
      degreeId: degree.id,
      priority: Math.round((5 + rng.next() * 5) * 100) / 100,
    })),
  );

  const areas = areasByDegree.get(degree.id)!;
  const plan: Array<[RequestStatus, string | null]> = [
    ["OPEN", null],
    ["OPEN", null],
    ["OPEN", null],
    ["OPEN", null],
    ["OPEN", null],
    ["OPEN", null],
    ["ACCEPTED", null],
    ["ACCEPTED", null],
    ["REJECTED", "El tema no encaja en el área"],
    ["REJECTED", null],
    ["CANCELED", null],
  ];
  const accepted: Array<{ id: number; director: number }> = [];
  for (const [i, [status, reason]] of plan.entries()) {
    const userId = classmates[i % classmates.length]!;
    const area = areas[i % areas.length]!;
    const director = area.managers[i % area.managers.length]!;
    const allocationId = status === "ACCEPTED" ? allocationOf.get(director)! : null;
    const [request] = await tx
      .insert(tfgRequests)
      .values({
        userId,
        degreeId: degree.id,
        termId: termIds[0]!,
        academicYearId: year.id,
        areaId: area.id,
        instructorId: director,
        priority: 1,
        status,
        rejectReason: reason,
        allocationId,
        provisionalTitle: `Trabajo de ejemplo ${i + 1}`,
        createdAt: new Date(now - (plan.length - i) * DAY),
      })
      .returning({ id: tfgRequests.id });
    if (status === "ACCEPTED") accepted.push({ id: request!.id, director });
    if (allocationId)
      await tx
        .update(tfgAllocations)
        .set({ accepted: sql`${tfgAllocations.accepted} + 1` })
        .where(eq(tfgAllocations.id, allocationId));
  }

  await seedCourts(tx, {
    yearId: year.id,
    degreeId: degree.id,
    termId: termIds[3]!,
    instructors: instructors.map((u) => u.id),
    accepted,
    now,
  });
}
