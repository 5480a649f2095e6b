import { inArray, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { academicYears, courseMembers, courses, degrees, examVenues, grades, users } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { importCsv } from "./import-file";
import { kindSpecs, type ImportKind } from "./kinds";
import { dniLetter } from "@/lib/validation/spanish-id";
import { toCsv } from "./to-csv";

const tag = uniq();
const id = (name: string) => `${name}-${tag}`;
const dni = (n: number) => `${n}${dniLetter(n)}`;
const user = (name: string, overrides: Record<number, string> = {}) =>
  Object.assign(
    [id(name), dni(10000000 + name.length), "DNI", "Ana", "López", "", "", "", "", "", "", "", "ROLE_STUDENT", ""],
    overrides,
  );
const grade = (convocatory: string, value: string) => [
  id("ana"),
  id("C1"),
  "2025-2026",
  convocatory,
  value,
  "",
  "",
  "",
];

beforeAll(async () => {
  const db = await getDb();
  const load = async (kind: ImportKind, rows: string[][]) =>
    expect(await importCsv(db, kind, toCsv(kindSpecs[kind].columns, rows))).toMatchObject({ ok: true });
  await load("users", [user("ana")]);
  await load("degrees", [[id("D1"), "Grado de prueba"]]);
  await load("courses", [[id("C1"), "Asignatura", "", id("D1"), "", "", ""]]);
});

/** Row counts of everything this file's tests could write. */
async function counts() {
  const db = await getDb();
  const n = sql<number>`count(*)::int`;
  const ours = `%${tag}`;
  const count = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]!.n;
  const courseIds = db.select({ id: courses.id }).from(courses).where(like(courses.externalId, ours));
  return {
    users: await count(db.select({ n }).from(users).where(like(users.externalId, ours))),
    degrees: await count(db.select({ n }).from(degrees).where(like(degrees.externalId, ours))),
    courses: await count(db.select({ n }).from(courses).where(like(courses.externalId, ours))),
    years: await count(db.select({ n }).from(academicYears).where(like(academicYears.externalId, ours))),
    members: await count(db.select({ n }).from(courseMembers).where(inArray(courseMembers.courseId, courseIds))),
    grades: await count(db.select({ n }).from(grades).where(inArray(grades.courseId, courseIds))),
    venues: await count(db.select({ n }).from(examVenues).where(like(examVenues.id, ours))),
  };
}

// Each file has valid rows before the bad one: none of them may be written.
const cases: { name: string; kind: ImportKind; rows: string[][]; header?: string; error: string }[] = [
  {
    name: "bad role",
    kind: "users",
    rows: [user("u1"), user("u2", { 12: "ROLE_FOO" })],
    error: 'línea 3: rol "ROLE_FOO" no válido',
  },
  {
    name: "bad id type",
    kind: "users",
    rows: [user("u1"), user("u2", { 2: "CIF" })],
    error: 'línea 3: tipo de documento "CIF" no válido',
  },
  {
    name: "DNI check letter",
    kind: "users",
    rows: [user("u1"), user("u2", { 1: "12345678A" })],
    error: 'línea 3: dni "12345678A" no es un DNI válido',
  },
  {
    name: "missing required cell",
    kind: "users",
    rows: [user("u1"), user("u2", { 3: " " })],
    error: "línea 3: falta el valor de givenName",
  },
  {
    name: "unknown institutional role",
    kind: "users",
    rows: [user("u1"), user("u2", { 13: "NOPE" })],
    error: 'línea 3: rol institucional "NOPE" no existe',
  },
  {
    name: "line numbers after a multi-line cell",
    kind: "users",
    rows: [user("u1", { 8: "Calle Mayor, 1\nPortal 2\n3º B" }), user("u2", { 12: "ROLE_FOO" })],
    error: 'línea 5: rol "ROLE_FOO" no válido',
  },
  {
    name: "duplicate key",
    kind: "users",
    rows: [user("u1"), user("u1")],
    error: `línea 3: clave repetida (externalId "${id("u1")}"): ya aparece en la línea 2`,
  },
  {
    name: "unknown degree",
    kind: "courses",
    rows: [
      [id("C2"), "A", "", id("D1"), "", "", ""],
      [id("C3"), "B", "", "NOPE", "", "", ""],
    ],
    error: 'línea 3: titulación "NOPE" no existe',
  },
  {
    name: "credits with a decimal comma",
    kind: "courses",
    rows: [[id("C2"), "A", "", id("D1"), "", "4,5", ""]],
    error: 'línea 2: credits "4,5" no es un número válido (usa el punto decimal y como mucho dos decimales)',
  },
  {
    name: "unknown user",
    kind: "course-members",
    rows: [
      [id("C1"), id("ana"), "STUDENT"],
      [id("C1"), "nadie", "INSTRUCTOR"],
    ],
    error: 'línea 3: usuario "nadie" no existe',
  },
  {
    name: "bad member role",
    kind: "course-members",
    rows: [[id("C1"), id("ana"), "DEAN"]],
    error: 'línea 2: rol en la asignatura "DEAN" no válido',
  },
  {
    name: "malformed grade",
    kind: "grades",
    rows: [grade("Ordinaria", "7"), grade("Extraordinaria", "siete")],
    error: 'línea 3: grade "siete" no es un número válido',
  },
  {
    name: "grade out of range",
    kind: "grades",
    rows: [grade("Ordinaria", "7"), grade("Extraordinaria", "10.5")],
    error: "línea 3: grade 10.5 fuera del rango 0–10",
  },
  {
    name: "unknown course",
    kind: "grades",
    rows: [grade("Ordinaria", "7"), [id("ana"), "NOPE", "2025-2026", "Ordinaria", "", "", "", ""]],
    error: 'línea 3: asignatura "NOPE" no existe',
  },
  {
    name: "survey URL that is not http(s)",
    kind: "grades",
    rows: [[id("ana"), id("C1"), "2025-2026", "Ordinaria", "", "", "E1", "javascript:alert(1)"]],
    error: 'línea 2: surveyUrl "javascript:alert(1)" no es una dirección http(s) válida',
  },
  {
    name: "two active academic years",
    kind: "academic-years",
    rows: [
      [id("Y1"), "Uno", "true"],
      [id("Y2"), "Dos", "true"],
    ],
    error: `línea 3: solo puede haber un curso académico activo y ya lo es "${id("Y1")}"`,
  },
  {
    name: "bad boolean",
    kind: "academic-years",
    rows: [[id("Y1"), "Uno", "sí"]],
    error: 'línea 2: active "sí" no válido: usa true o false',
  },
  {
    name: "capacity that is not a number",
    kind: "venues",
    rows: [
      [id("V1"), "Sede", "10"],
      [id("V2"), "Sede", "diez"],
    ],
    error: 'línea 3: capacity "diez" no es un número entero',
  },
  {
    name: "wrong header",
    kind: "degrees",
    header: "name,externalId",
    rows: [[id("D2"), "Grado"]],
    error: "línea 1: cabecera incorrecta",
  },
  {
    name: "wrong column count",
    kind: "degrees",
    rows: [[id("D2"), "Grado"], [id("D3")]],
    error: "línea 3: se esperaban 2 columnas y hay 1",
  },
];

describe("importCsv rejects a file with any bad row and writes nothing", () => {
  it.each(cases)("$name", async ({ kind, rows, header, error }) => {
    const db = await getDb();
    const before = await counts();
    let text = toCsv(kindSpecs[kind].columns, rows);
    if (header) text = text.replace(/^.*\n/, `${header}\n`);
    const result = await importCsv(db, kind, text);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([expect.stringContaining(error)]);
    expect(await counts()).toEqual(before);
  });

  it("reports every bad row, in file order", async () => {
    const db = await getDb();
    const rows = [
      user("u1", { 12: "ROLE_FOO" }),
      user("u2"),
      user("u3", { 13: "NOPE" }),
      user("u2"),
      user("u4", { 5: "correo" }),
    ];
    const result = await importCsv(db, "users", toCsv(kindSpecs.users.columns, rows));
    expect(result).toEqual({
      ok: false,
      errors: [
        'línea 2: rol "ROLE_FOO" no válido',
        'línea 4: rol institucional "NOPE" no existe',
        `línea 5: clave repetida (externalId "${id("u2")}"): ya aparece en la línea 3`,
        'línea 6: email "correo" no es un correo válido',
      ],
    });
  });
});
