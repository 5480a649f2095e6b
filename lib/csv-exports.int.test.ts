import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as enrollmentsCsv } from "@/app/enrollments-api/requests/csv/route";
import { POST as submitEnrollment } from "@/app/enrollments-api/requests/route";
import { GET as attendanceCsv } from "@/app/exams-api/exams/[id]/attendance/csv/route";
import { GET as instancesCsv } from "@/app/instances-api/instances/export/route";
import { GET as registryCsv } from "@/app/registry-api/export/route";
import { GET as areasCsv } from "@/app/tfg-api/areas/csv/download/route";
import { GET as courtsCsv } from "@/app/tfg-api/defenses/courts/csv/route";
import { getDb } from "@/lib/database";
import { academicYears, enrollmentRequests, instances, registryEntries, tfgAreas, tfgCourts, users } from "@/db/schema";
import { enrolmentsCsv } from "@/lib/enrollments/requests/year-export";
import { enrollmentWorld, extensionRequest, fullRequest } from "@/lib/testing/enrollments";
import { examToday } from "@/lib/testing/exam-day";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";
import { tfgWorld } from "@/lib/testing/tfg-world";
import { requestsCsvJob } from "@/lib/tfg/csv-job";

// Every CSV export, with a row whose text carries formulas at its start and after inner `;` and `,`:
// once a spreadsheet splits the cells (on `,`, or on `;` in a Spanish-locale Excel), no part may start
// with `=`, `+`, `-`, `@`, a tab or a carriage return.
const HOSTILE = '=HYPERLINK("http://x";"y");+34,-2;@SUM(1)';
const FORMULA = /^[=+\-@\t\r]/;

type Export = () => Promise<string>;
const bodyOf = async (res: { status: number; data: unknown }) => {
  expect(res.status, String(res.data)).toBe(200);
  return res.data as string;
};

const EXPORTS: Record<string, { file: string; run: () => Promise<Export> }> = {
  "GET /registry-api/export": {
    file: "app/registry-api/export/route.ts",
    run: async () => {
      const db = await getDb();
      const secretary = await makeUser("ROLE_SECR");
      const [term] = await db
        .insert(academicYears)
        .values({ externalId: `ay-${uniq()}`, name: `Curso ${uniq()}` })
        .returning();
      const code = `CSV-${uniq()}`;
      await db
        .insert(registryEntries)
        .values({ bookType: "general", code, type: "ENTRY", termId: term!.id, receiver: HOSTILE, text: HOSTILE });
      return async () => bodyOf(await call("GET", registryCsv, { as: secretary, query: { q: code } }));
    },
  },
  "GET /instances-api/instances/export": {
    file: "app/instances-api/instances/export/route.ts",
    run: async () => {
      const w = await instancesWorld();
      const [student, secretary] = await Promise.all([makeUser("ROLE_STUDENT"), makeUser("ROLE_SECR")]);
      const [row] = await (
        await getDb()
      )
        .insert(instances)
        .values({ templateId: await w.template(), userId: student.id, createdBy: student.id, userText: HOSTILE })
        .returning();
      return async () => bodyOf(await call("GET", instancesCsv, { as: secretary, query: { id: String(row!.id) } }));
    },
  },
  "GET /enrollments-api/requests/csv": {
    file: "app/enrollments-api/requests/csv/route.ts",
    run: async () => {
      const w = await enrollmentWorld();
      await (await getDb()).update(users).set({ givenName: HOSTILE }).where(eq(users.id, w.student.id));
      const sent = await call("POST", submitEnrollment, { as: w.student, json: extensionRequest(w) });
      expect(sent.status, JSON.stringify(sent.data)).toBe(201);
      const query = { userExternalId: w.student.externalId };
      return async () => bodyOf(await call("GET", enrollmentsCsv, { as: w.admin, query }));
    },
  },
  "npm run portal -- export enrolments": {
    file: "lib/enrollments/requests/year-export.ts",
    run: async () => {
      const w = await enrollmentWorld();
      const sent = await call("POST", submitEnrollment, { as: w.student, json: fullRequest(w) });
      expect(sent.status, JSON.stringify(sent.data)).toBe(201);
      const db = await getDb();
      await db
        .update(enrollmentRequests)
        .set({ debtName: HOSTILE, isProcessed: true })
        .where(eq(enrollmentRequests.id, sent.data.id));
      return () => enrolmentsCsv(db, w.year.externalId);
    },
  },
  "GET /exams-api/exams/{id}/attendance/csv": {
    file: "lib/exams/attendance/queries.ts",
    run: async () => {
      const w = await examToday();
      await (await getDb()).update(users).set({ givenName: HOSTILE }).where(eq(users.id, w.students[0]!.id));
      const params = { id: String(w.exam.id) };
      return async () => bodyOf(await call("GET", attendanceCsv, { as: w.manager, params }));
    },
  },
  "GET /tfg-api/areas/csv/download": {
    file: "app/tfg-api/areas/csv/download/route.ts",
    run: async () => {
      const w = await tfgWorld();
      await (await getDb()).update(tfgAreas).set({ name: HOSTILE }).where(eq(tfgAreas.id, w.area1.id));
      const query = { academicYearId: String(w.year.id) };
      return async () => bodyOf(await call("GET", areasCsv, { as: w.admin, query }));
    },
  },
  "GET /tfg-api/defenses/courts/csv": {
    file: "app/tfg-api/defenses/courts/csv/route.ts",
    run: async () => {
      const w = await tfgWorld();
      await (
        await getDb()
      )
        .insert(tfgCourts)
        .values({ name: HOSTILE, chairmanId: w.d1.id, secretaryId: w.d2.id, academicYearId: w.year.id });
      const query = { academicYearId: String(w.year.id) };
      return async () => bodyOf(await call("GET", courtsCsv, { as: w.coordinator, query }));
    },
  },
  "POST /tfg-api/requests/csv (background job)": {
    file: "lib/tfg/csv-job.ts",
    run: async () => {
      const w = await tfgWorld();
      const made = await w.request(w.s1, w.d1, { provisionalTitle: HOSTILE });
      expect(made.status, JSON.stringify(made.data)).toBe(201);
      const params = { viewer: { id: w.admin.id, role: w.admin.role }, query: { studentId: w.s1.externalId } };
      return async () => {
        const out = await requestsCsvJob()({ db: await getDb(), params, report: async () => {} });
        return out.bytes.toString("utf8");
      };
    },
  },
};

/** Source files (tests left out) whose text matches `pattern`. */
function sourcesMatching(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesMatching(full, pattern);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return pattern.test(readFileSync(full, "utf8")) ? [full] : [];
  });
}
const inAppAndLib = (pattern: RegExp) =>
  [...sourcesMatching("app", pattern), ...sourcesMatching("lib", pattern)].sort();

describe("CSV exports are safe to open in a spreadsheet", () => {
  it("every CSV export is in this table, and writes through the one writer", () => {
    const found = inAppAndLib(/\bcsv(Download|Row)\(/).filter((file) => file !== "lib/csv-export.ts");
    expect(found).toEqual(
      Object.values(EXPORTS)
        .map((e) => e.file)
        .sort(),
    );
    // The other user of csv-stringify writes test and benchmark input, never a download.
    expect(inAppAndLib(/from "csv-stringify/)).toEqual(["lib/csv-export.ts", "lib/import/to-csv.ts"]);
  });

  const downloads = new Map<string, Export>();
  beforeAll(async () => {
    for (const [name, e] of Object.entries(EXPORTS)) downloads.set(name, await e.run());
  }, 180_000);

  it.each(Object.keys(EXPORTS))("%s", async (name) => {
    const text = await downloads.get(name)!();
    const cells = (parse(text.replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][]).flat();
    expect(cells.some((cell) => cell.includes("HYPERLINK"))).toBe(true);
    const parts = cells.flatMap((cell) => cell.split(/[;,]/));
    expect(parts.filter((part) => FORMULA.test(part))).toEqual([]);
  });
});
