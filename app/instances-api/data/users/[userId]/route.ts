// GET /instances-api/data/users/{userId} — a student staff may file for, by externalId or DNI
import { studentOfUserIdParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { findStudent } from "@/lib/instances/requests/students";
import { z } from "@/lib/validation/z";

const params = z.object({ userId: z.string().trim().min(1).max(100) });

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/data/users/{userId}",
  {
    params,
    readsPersonalData: { what: "Instancias: datos del alumno", student: studentOfUserIdParam },
  },
  async ({ db, user, params }) => {
    const { id: _, ...student } = await findStudent(db, user, params.userId);
    return student;
  },
);
