import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calendarAccess } from "@/lib/calendar/access";
import { documentsAccess } from "@/lib/documents/access";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { examsAccess } from "@/lib/exams/access";
import { gradesAccess } from "@/lib/grades/access";
import { instancesAccess } from "@/lib/instances/access";
import { interactionsAccess } from "@/lib/interactions/access";
import { notificationsAccess } from "@/lib/notifications/access";
import { registryAccess } from "@/lib/registry/access";
import { studentRecordAccess } from "@/lib/student-record/access";
import { tfgAccess } from "@/lib/tfg/access";
import type { AccessTable } from "./access-types";
import { ROLES } from "@/db/enums/roles";

// The "Who sees what" table of docs/architecture.md against the access tables: a cell is — exactly when
// the module's table gives that role no endpoint. (What a cell says about rows is prose; this keeps its
// frame true.)
const MODULES: Record<string, AccessTable> = {
  grades: gradesAccess,
  "student-record": studentRecordAccess,
  documents: documentsAccess,
  interactions: interactionsAccess,
  registry: registryAccess,
  notifications: notificationsAccess,
  exams: examsAccess,
  enrollments: enrollmentsAccess,
  instances: instancesAccess,
  tfg: tfgAccess,
  calendar: calendarAccess,
};

const doc = readFileSync(path.join(import.meta.dirname, "..", "..", "docs", "architecture.md"), "utf8");
const start = doc.indexOf("\n## Who sees what\n");
const end = doc.indexOf("\n## ", start + 1);
const section = doc.slice(start, end < 0 ? undefined : end);
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
const lines = section.split("\n").filter((line) => line.startsWith("|"));

function rolesIn(table: AccessTable): Set<string> {
  return new Set(Object.values(table).flatMap((access) => ("public" in access ? [] : [...access])));
}

describe("docs/architecture.md: who sees what", () => {
  it("has the section", () => {
    expect(start).toBeGreaterThanOrEqual(0);
  });

  it("no longer says coordinators and instructors see only their students everywhere", () => {
    expect(doc).not.toContain("on every endpoint");
  });

  it("has one row per module, and a column per role", () => {
    expect(lines.length).toBeGreaterThan(2);
    expect(cells(lines[0]!).slice(1)).toEqual(ROLES.map((role) => role.replace(/^ROLE_/, "")));
    const modules = lines.slice(2).map((line) => /\(`([\w-]+)`\)/.exec(cells(line)[0]!)?.[1]);
    expect(modules.sort()).toEqual(Object.keys(MODULES).sort());
  });

  it.each(Object.entries(MODULES))("%s: — exactly where its access table leaves the role out", (module, table) => {
    const row = lines.find((line) => cells(line)[0]!.includes(`(\`${module}\`)`))!;
    const allowed = rolesIn(table);
    const shown = Object.fromEntries(ROLES.map((role, i) => [role, cells(row)[i + 1] !== "—"]));
    expect(shown).toEqual(Object.fromEntries(ROLES.map((role) => [role, allowed.has(role)])));
  });
});
