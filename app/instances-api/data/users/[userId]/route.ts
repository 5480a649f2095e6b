// GET /instances-api/data/users/{userId} — a student staff may file for, by externalId or DNI
import { studentOfUserIdParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { findStudent } from "@/lib/instances/requests/students";
import { z } from "@/lib/validation/z";

const params = z.object({ userId: z.string().trim().min(1).max(100) });

export const GET = endpoint(
  {
    roles: ["ROLE_SECR", "ROLE_COORD"],
    params,
    readsPersonalData: { what: "Instancias: datos del alumno", student: studentOfUserIdParam },
  },
  async ({ db, user, params }) => {
    const { id: _, ...student } = await findStudent(db, user, params.userId);
    return student;
  },
);
