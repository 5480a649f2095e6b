// POST /academic-year-api/years/{externalId}/activate — an administrator makes the year the active one
import { academicYearAccess } from "@/lib/academic-year/access";
import { activateYear } from "@/lib/academic-year/lifecycle";
import { yearParams } from "@/lib/academic-year/schemas";
import { onPath } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint(
  academicYearAccess,
  "POST /academic-year-api/years/{externalId}/activate",
  onPath(yearParams, (db, _user, externalId) => activateYear(db, externalId), "externalId"),
);
