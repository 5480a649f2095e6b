// POST /academic-year-api/years/{externalId}/close — an administrator closes a past year (read-only from then on)
import { academicYearAccess } from "@/lib/academic-year/access";
import { closeYear } from "@/lib/academic-year/lifecycle";
import { yearParams } from "@/lib/academic-year/schemas";
import { onPath } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint(
  academicYearAccess,
  "POST /academic-year-api/years/{externalId}/close",
  onPath(yearParams, (db, _user, externalId) => closeYear(db, externalId), "externalId"),
);
