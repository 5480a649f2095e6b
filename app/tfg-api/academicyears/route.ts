// GET /tfg-api/academicyears — the academic years of the reference data
import { endpoint } from "@/lib/api/endpoint";
import { listAcademicYears } from "@/lib/tfg/catalog";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] },
  async ({ db }) => listAcademicYears(db),
);
