// POST /tfg-api/terms/csv — creates calls from a CSV (academicYear,type,name,assignedDegreeIds,start,end)
import { endpoint } from "@/lib/api/endpoint";
import { multipartBodyLimit } from "@/lib/files/limits";
import { uploadTerms } from "@/lib/tfg/terms/service";

export const POST = endpoint(
  { roles: ["ROLE_SECR", "ROLE_ADMIN"], multipart: true, maxBodyBytes: multipartBodyLimit() },
  async ({ db, body }) => uploadTerms(db, body),
);
