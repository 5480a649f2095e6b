import { asc, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configuredEngine, getDb } from "@/lib/database";
import {
  academicYears,
  courseMembers,
  courses,
  degrees,
  examVenues,
  grades,
  institutionalRoles,
  users,
} from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { importCsv } from "./import-file";
import { kindSpecs, type ImportKind } from "./kinds";
import { dniLetter } from "@/lib/validation/spanish-id";
import { toCsv } from "./to-csv";

const tag = uniq();
const id = (name: string) => `${name}-${tag}`;
const dni = (n: number) => `${n}${dniLetter(n)}`;

const files: Record<ImportKind, (string | number | null)[][]> = {
  "institutional-roles": [[id("PDI"), "Personal Docente e Investigador"]],
  users: [
    [
      id("ana"),
      dni(12345678),
      "DNI",
      "Ana",
      "Núñez Peña",
      "ana@uni.example",
      "+34600111222",
      "",
      "Calle Mayor, 1\n2º B",
      "Ávila",
      "Ávila",
      "05001",
      "ROLE_STUDENT",
      "",
    ],
    [id("inigo"), "X1234567L", "NIE", "Íñigo", "Ortiz", "", "", "", "", "", "", "", "ROLE_INSTRUCTOR", id("PDI")],
  ],
  "academic-years": [[id("2030-2031"), "Curso 2030-2031", "false"]],
  degrees: [[id("GII"), "Grado en Ingeniería Informática"]],
  courses: [
    [id("GII-101"), "Programación I", "", id("GII"), "Primer cuatrimestre", "4.5", "https://campus.example/p1"],
  ],
  "course-members": [
    [id("GII-101"), id("ana"), "STUDENT"],
    [id("GII-101"), id("inigo"), "INSTRUCTOR"],
  ],
  grades: [
    [id("ana"), id("GII-101"), "2030-2031", "Ordinaria", "4.25", "Suspenso", "", ""],
    [id("ana"), id("GII-101"), "2030-2031", "Extraordinaria", "", "", "ENC-1", "https://encuestas.example/ENC-1"],
  ],
  venues: [
    [id("cntr_exam_01"), "Sede de Ávila", "120"],
    [id("cntr_exam_99"), "Examen online", ""],
  ],
};

const csvOf = (kind: ImportKind) => toCsv(kindSpecs[kind].columns, files[kind]);

async function snapshot() {
  const db = await getDb();
  const courseRows = await db
    .select()
    .from(courses)
    .where(like(courses.externalId, `%${tag}`))
    .orderBy(asc(courses.id));
  const courseIds = courseRows.map((course) => course.id);
  return {
    roles: await db
      .select()
      .from(institutionalRoles)
      .where(like(institutionalRoles.roleId, `%${tag}`)),
    users: await db
      .select()
      .from(users)
      .where(like(users.externalId, `%${tag}`))
      .orderBy(asc(users.id)),
    years: await db
      .select()
      .from(academicYears)
      .where(like(academicYears.externalId, `%${tag}`)),
    degrees: await db
      .select()
      .from(degrees)
      .where(like(degrees.externalId, `%${tag}`)),
    courses: courseRows,
    members: await db
      .select()
      .from(courseMembers)
      .where(inArray(courseMembers.courseId, courseIds))
      .orderBy(asc(courseMembers.id)),
    grades: await db.select().from(grades).where(inArray(grades.courseId, courseIds)).orderBy(asc(grades.id)),
    venues: await db
      .select()
      .from(examVenues)
      .where(like(examVenues.id, `%${tag}`))
      .orderBy(asc(examVenues.id)),
  };
}

describe("importCsv", () => {
  it("imports every kind, resolving references by natural key", async () => {
    const db = await getDb();
    for (const kind of Object.keys(files) as ImportKind[]) {
      expect(await importCsv(db, kind, csvOf(kind)), kind).toEqual({ ok: true, rows: files[kind].length });
    }
    const data = await snapshot();
    const [ana, inigo] = data.users;
    expect(ana).toMatchObject({
      givenName: "Ana",
      familyName: "Núñez Peña",
      address: "Calle Mayor, 1\n2º B",
      homePhone: null,
      institutionalRoleId: null,
    });
    expect(inigo).toMatchObject({
      idType: "NIE",
      email: null,
      role: "ROLE_INSTRUCTOR",
      institutionalRoleId: data.roles[0]!.id,
    });
    expect(data.years).toMatchObject([{ name: "Curso 2030-2031", active: false }]);
    expect(data.courses).toMatchObject([
      { degreeId: data.degrees[0]!.id, credits: 4.5, description: null, term: "Primer cuatrimestre" },
    ]);
    expect(data.members.map((m) => [m.userId, m.memberRole])).toEqual([
      [ana!.id, "STUDENT"],
      [inigo!.id, "INSTRUCTOR"],
    ]);
    expect(data.grades).toMatchObject([
      { userId: ana!.id, convocatory: "Ordinaria", grade: 4.25, gradeText: "Suspenso", surveyUrl: null },
      { convocatory: "Extraordinaria", grade: null, gradeText: null, surveyId: "ENC-1" },
    ]);
    expect(data.venues).toEqual([
      { id: id("cntr_exam_01"), name: "Sede de Ávila", capacity: 120 },
      { id: id("cntr_exam_99"), name: "Examen online", capacity: null },
    ]);
  });

  it("changes nothing when the same files are imported again", async () => {
    const db = await getDb();
    const before = await snapshot();
    for (const kind of Object.keys(files) as ImportKind[])
      expect((await importCsv(db, kind, csvOf(kind))).ok).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it("updates the non-key columns of existing rows", async () => {
    const db = await getDb();
    const renamed = toCsv(kindSpecs.degrees.columns, [[id("GII"), "Grado en Ingeniería del Software"]]);
    expect(await importCsv(db, "degrees", renamed)).toEqual({ ok: true, rows: 1 });
    const [degree] = await db
      .select()
      .from(degrees)
      .where(eq(degrees.externalId, id("GII")));
    expect(degree!.name).toBe("Grado en Ingeniería del Software");
  });

  it("tolerates a byte order mark and Windows line ends", async () => {
    const db = await getDb();
    const text =
      "\uFEFF" + toCsv(kindSpecs.degrees.columns, [[id("BOM"), "Máster en Pruebas"]]).replaceAll("\n", "\r\n");
    expect(await importCsv(db, "degrees", text)).toEqual({ ok: true, rows: 1 });
    const [degree] = await db
      .select()
      .from(degrees)
      .where(eq(degrees.externalId, id("BOM")));
    expect(degree!.name).toBe("Máster en Pruebas");
  });

  // Activating a year deactivates every other one: only on the per-file PGlite, not the shared PostgreSQL.
  it.skipIf(configuredEngine() !== "pglite")("keeps a single active academic year", async () => {
    const db = await getDb();
    const year = (name: string) => [id(name), `Curso ${name}`, "true"];
    expect((await importCsv(db, "academic-years", toCsv(kindSpecs["academic-years"].columns, [year("A")]))).ok).toBe(
      true,
    );
    expect((await importCsv(db, "academic-years", toCsv(kindSpecs["academic-years"].columns, [year("B")]))).ok).toBe(
      true,
    );
    const active = await db.select().from(academicYears).where(eq(academicYears.active, true));
    expect(active.map((y) => y.externalId)).toEqual([id("B")]);
  });
});
