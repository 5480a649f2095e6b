import {
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaManagers,
  tfgCourts,
  tfgDefenses,
  tfgPriorityGrades,
  tfgRequests,
} from "@/db/schema";
import { PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

const staffRole = (module: string, description: string) => ({
  module,
  description,
  columns: [],
  legalBasis: "publicTask" as const,
  retention: PERIODS.academicYear,
});

export const tfgPersonalData: PersonalDataDeclaration[] = [
  {
    module: "TFG/TFM",
    table: tfgRequests,
    description: "Solicitudes de TFG/TFM: título provisional, área, director y estado",
    people: [
      { column: tfgRequests.userId, relation: "subject" },
      { column: tfgRequests.instructorId, relation: "member" },
    ],
    columns: [tfgRequests.provisionalTitle, tfgRequests.rejectReason],
    legalBasis: "publicTask",
    retention: PERIODS.permanent,
  },
  {
    module: "TFG/TFM",
    table: tfgDefenses,
    description: "Defensas de TFG/TFM: título, fecha, lugar, tribunal y observaciones",
    people: [
      { column: tfgDefenses.chairmanId, relation: "member" },
      { column: tfgDefenses.secretaryId, relation: "member" },
      { column: tfgDefenses.vocalId, relation: "member" },
    ],
    through: { column: tfgDefenses.requestId, parent: tfgRequests },
    columns: [tfgDefenses.title, tfgDefenses.comments, tfgDefenses.rejectReason],
    legalBasis: "publicTask",
    retention: PERIODS.permanent,
  },
  {
    module: "TFG/TFM",
    table: tfgPriorityGrades,
    description: "La nota de prioridad del alumno para elegir TFG/TFM",
    people: [{ column: tfgPriorityGrades.userId, relation: "subject" }],
    columns: [tfgPriorityGrades.priority],
    legalBasis: "publicTask",
    retention: PERIODS.academicYear,
  },
  {
    ...staffRole("TFG/TFM", "Plazas de dirección de TFG/TFM de cada profesor"),
    table: tfgAllocations,
    people: [{ column: tfgAllocations.instructorId, relation: "member" }],
  },
  {
    ...staffRole("TFG/TFM", "Titulaciones en las que dirige cada profesor"),
    table: tfgAllocationDegrees,
    people: [{ column: tfgAllocationDegrees.instructorId, relation: "member" }],
  },
  {
    ...staffRole("TFG/TFM", "Responsables de cada área temática"),
    table: tfgAreaManagers,
    people: [{ column: tfgAreaManagers.userId, relation: "member" }],
  },
  {
    ...staffRole("TFG/TFM", "Miembros de cada tribunal"),
    table: tfgCourts,
    people: [
      { column: tfgCourts.chairmanId, relation: "member" },
      { column: tfgCourts.secretaryId, relation: "member" },
      { column: tfgCourts.vocalId, relation: "member" },
    ],
  },
];
