// GET /exams-api/requests/{id}/attendance-certificate — 'Justificante de asistencia a examen' (verifiable PDF), the student's own once checked in
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { attendanceCertificate } from "@/lib/exams/attendance/certificate";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/{id}/attendance-certificate",
  { params: idParams },
  async ({ db, user, params }) => attendanceCertificate(db, user, params.id),
);
