// GET /academic-year-api/years — an administrator lists the academic years with what each holds
import { academicYearAccess } from "@/lib/academic-year/access";
import { listYears } from "@/lib/academic-year/queries";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint(academicYearAccess, "GET /academic-year-api/years", {}, async ({ db }) => listYears(db));
