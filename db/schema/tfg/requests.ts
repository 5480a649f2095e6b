// TFG area requests.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { REQUEST_STATUSES } from "../../enums/tfg";
import { id, optionalRef, ref, stamp } from "../../columns";
import { academicYearRef, degreeRef, userRef } from "../../foreign-keys";
import { tfgAreas } from "./areas";
import { tfgTerms } from "./terms";
import { tfgAllocations } from "./allocations";

export const tfgRequestStatusEnum = pgEnum("tfg_request_status", REQUEST_STATUSES);

/** Area requests: a student asks for a degree, call, area and director, ranked 1 ('Opción A') to 8. */
export const tfgRequests = pgTable(
  "tfg_requests",
  {
    id: id(),
    userId: userRef(),
    degreeId: degreeRef(),
    termId: ref("term_id", () => tfgTerms.id),
    academicYearId: academicYearRef(),
    areaId: ref("area_id", () => tfgAreas.id),
    instructorId: userRef("instructor_id"),
    priority: integer("priority").notNull(),
    status: tfgRequestStatusEnum("status").notNull().default("OPEN"),
    provisionalTitle: text("provisional_title"),
    rejectReason: text("reject_reason"),
    /** The allocation whose counter an accepted request holds. */
    allocationId: optionalRef("allocation_id", () => tfgAllocations.id),
    /** Bumped on every change, so a proposal can tell that a request moved since it was made. */
    version: integer("version").notNull().default(1),
    createdAt: stamp("created_at"),
  },
  (t) => [
    check("tfg_requests_priority", sql`${t.priority} BETWEEN 1 AND 8`),
    uniqueIndex("tfg_requests_open_key")
      .on(t.userId, t.degreeId, t.instructorId)
      .where(sql`${t.status} = 'OPEN'`),
    index("tfg_requests_user_idx").on(t.userId, t.degreeId, t.academicYearId),
    index("tfg_requests_instructor_idx").on(t.instructorId),
    index("tfg_requests_area_idx").on(t.areaId),
    index("tfg_requests_created_idx").on(t.createdAt),
  ],
);
