import type { Db } from "@/db";
import { ValidationError } from "@/lib/api/errors";
import { assertAllocationAccess, setLimitFromCsv } from "./allocations";
import { upsertArea } from "./areas";
import { listCell, parseRow, uploadCsv } from "./csv-upload";
import { upsertPriorityGrade } from "./priority-grades";
import {
  AREA_CSV_HEADER,
  areaBody,
  INSTRUCTOR_CSV_HEADER,
  PRIORITY_CSV_HEADER,
  TERM_CSV_HEADER,
  termBody,
} from "./schemas";
import type { Viewer } from "./scope";
import { createTerm, yearIdByCell } from "./terms";

const number = (cell: string, column: string) => {
  const n = Number(cell.trim().replace(",", "."));
  if (cell.trim() === "" || !Number.isFinite(n)) throw new ValidationError(`${column}: debe ser un número`);
  return n;
};

/** `POST /tfg-api/areas/csv`: `academicYearId,name,assignedDegrees,assignedManagers`, lists with `;`. */
export const uploadAreas = (db: Db, viewer: Viewer, form: FormData) =>
  uploadCsv(db, form, AREA_CSV_HEADER, async (tx, c) => {
    const body = parseRow(areaBody, {
      academicYearId: c.academicYearId,
      name: c.name,
      assignedDegreeIds: listCell(c.assignedDegrees!),
      assignedManagerIds: listCell(c.assignedManagers!),
    });
    return (await upsertArea(tx, viewer, body)).name;
  });

/** `POST /tfg-api/terms/csv`: `academicYear,type,name,assignedDegreeIds,start,end`. */
export const uploadTerms = (db: Db, form: FormData) =>
  uploadCsv(db, form, TERM_CSV_HEADER, async (tx, c) => {
    const academicYearId = await yearIdByCell(tx, c.academicYear!.trim());
    const body = parseRow(termBody, {
      ...c,
      academicYearId,
      type: c.type?.trim().toUpperCase(),
      assignedDegreeIds: listCell(c.assignedDegreeIds!),
    });
    return (await createTerm(tx, body)).name;
  });

/** `POST /tfg-api/instructors/csv`: `academicYearId,externalId,limitRequestsTFG`. */
export async function uploadInstructorLimits(db: Db, viewer: Viewer, form: FormData) {
  await assertAllocationAccess(db, viewer);
  return uploadCsv(db, form, INSTRUCTOR_CSV_HEADER, async (tx, c) => {
    const limit = number(c.limitRequestsTFG!, "limitRequestsTFG");
    if (!Number.isInteger(limit) || limit < 0)
      throw new ValidationError("limitRequestsTFG: debe ser un entero no negativo");
    await setLimitFromCsv(tx, number(c.academicYearId!, "academicYearId"), c.externalId!.trim(), limit);
    return c.externalId!.trim();
  });
}

/** `POST /tfg-api/priority/csv`: `userId,degreeId,priority`. */
export const uploadPriorityGrades = (db: Db, form: FormData) =>
  uploadCsv(db, form, PRIORITY_CSV_HEADER, async (tx, c) => {
    await upsertPriorityGrade(tx, c.userId!.trim(), c.degreeId!.trim(), number(c.priority!, "priority"));
    return c.userId!.trim();
  });
