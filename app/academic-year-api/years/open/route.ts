// POST /academic-year-api/years/open — an administrator opens the next academic year, or sees first what it would copy
import { academicYearAccess } from "@/lib/academic-year/access";
import { openYear, planYear } from "@/lib/academic-year/open";
import { openYearBody } from "@/lib/academic-year/schemas";
import { endpoint, json } from "@/lib/api/endpoint";

export const POST = endpoint(
  academicYearAccess,
  "POST /academic-year-api/years/open",
  { body: openYearBody },
  async ({ db, locale, body: { dryRun, ...input } }) =>
    dryRun ? planYear(db, input, locale) : json(await openYear(db, input, locale), 201),
);
