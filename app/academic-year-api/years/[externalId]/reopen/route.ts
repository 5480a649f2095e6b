// POST /academic-year-api/years/{externalId}/reopen — an administrator reopens a closed year
import { academicYearAccess } from "@/lib/academic-year/access";
import { reopenYear } from "@/lib/academic-year/lifecycle";
import { yearParams } from "@/lib/academic-year/schemas";
import { onPath } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint(
  academicYearAccess,
  "POST /academic-year-api/years/{externalId}/reopen",
  onPath(yearParams, (db, _user, externalId) => reopenYear(db, externalId), "externalId"),
);
