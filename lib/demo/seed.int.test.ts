import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { courseMembers, courses, degrees, grades, registryEntries, users } from "@/db/schema";
import { ROLES } from "@/db/enums/roles";
import { findSession } from "@/lib/auth/session-store";
import { DEMO_ACCOUNTS } from "./accounts";
import type { DemoData } from "./demo-data";
import { moduleSeeders } from "./module-seeders";
import { isDatabaseEmpty, printDemoLinks, seedDemo } from "./seed";

async function counts() {
  const db = await getDb();
  const n = sql<number>`count(*)::int`;
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    degrees: await one(db.select({ n }).from(degrees)),
    courses: await one(db.select({ n }).from(courses)),
    students: await one(db.select({ n }).from(users).where(eq(users.role, "ROLE_STUDENT"))),
    // The information system's: the enrolment seeder's processed requests add memberships of their own.
    members: await one(db.select({ n }).from(courseMembers).where(eq(courseMembers.source, "sis"))),
    grades: await one(db.select({ n }).from(grades)),
  };
}

// Needs an empty database: it is on the per-file PGlite, not on the shared PostgreSQL.
describe("seedDemo", () => {
  it("loads the demo university, runs the module seeders and prints one link per account", async ({ skip }) => {
    const db = await getDb();
    skip(!(await isDatabaseEmpty(db)), "la base de datos no está vacía");

    const seen: DemoData[] = [];
    moduleSeeders.push(async (_tx, demo) => void seen.push(demo));
    const demo = await seedDemo(db).finally(() => moduleSeeders.pop());

    expect(seen).toEqual([demo]);
    const loaded = await counts();
    expect(loaded.degrees).toBeGreaterThanOrEqual(2);
    expect(loaded.courses).toBeGreaterThanOrEqual(12);
    expect(loaded.students).toBeGreaterThanOrEqual(60);
    for (const role of ROLES)
      expect(
        [...demo.users.values()].some((user) => user.role === role),
        role,
      ).toBe(true);
    for (const { externalId, role } of DEMO_ACCOUNTS)
      expect(demo.accounts[externalId]).toMatchObject({ externalId, role });
    expect(demo.accounts["demo-alumno"].mobilePhone).toMatch(/^\+346/);
    expect(demo.currentAcademicYear.externalId).toBe("2025-2026");
    expect(demo.courseMembers.length).toBe(loaded.members);
    // The demo's registry book (its own entries and the instances'): every entry numbered, no code twice.
    const book = await db
      .select({ code: registryEntries.code, numbering: registryEntries.numbering })
      .from(registryEntries);
    expect(book.length).toBeGreaterThan(10);
    expect(book.filter((e) => e.numbering === null)).toEqual([]);
    expect(new Set(book.map((e) => e.code)).size).toBe(book.length);

    expect(await isDatabaseEmpty(db)).toBe(false);

    const lines: string[] = [];
    await printDemoLinks(db, (line) => lines.push(line));
    expect(lines).toHaveLength(DEMO_ACCOUNTS.length);
    const [role, externalId, link] = lines[0]!.split(/\s+/);
    expect([role, externalId]).toEqual(["ROLE_STUDENT", "demo-alumno"]);
    const session = await findSession(db, link!.split("/").pop()!);
    expect(session?.user.externalId).toBe("demo-alumno");
  }, 120_000); // every demo proceeding and document is a rendered, issued PDF
});
