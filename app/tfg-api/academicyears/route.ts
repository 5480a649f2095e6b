// GET /tfg-api/academicyears — the academic years of the reference data
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listAcademicYears } from "@/lib/tfg/catalog";

export const GET = endpoint(tfgAccess, "GET /tfg-api/academicyears", async ({ db }) => listAcademicYears(db));
