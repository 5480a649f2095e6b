// GET /student-record-api/user/{dni} — 'Información personal' of a student in the caller's scope
import { studentOfDniParam } from "@/lib/access-log/students";
import { onPath, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { studentByDni } from "@/lib/student-record/queries";
import { dniParams } from "@/lib/student-record/schemas";

const read = { what: "Ficha del alumno: información personal", student: studentOfDniParam };

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/user/{dni}",
  reading(read, onPath(dniParams, studentByDni, "dni")),
);
