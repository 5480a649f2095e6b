import {
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaManagers,
  tfgCourts,
  tfgDefenses,
  tfgPriorityGrades,
  tfgRequests,
} from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const tfgPersonalData = declare("TFG/TFM", { legalBasis: "publicTask", retention: PERIODS.academicYear })(
  {
    table: tfgRequests,
    description: "Solicitudes de TFG/TFM: título provisional, área, director y estado",
    people: [
      { column: tfgRequests.userId, relation: "subject" },
      { column: tfgRequests.instructorId, relation: "member" },
    ],
    columns: [tfgRequests.provisionalTitle, tfgRequests.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgDefenses,
    description: "Defensas de TFG/TFM: título, fecha, lugar, tribunal y observaciones",
    people: [
      { column: tfgDefenses.chairmanId, relation: "member" },
      { column: tfgDefenses.secretaryId, relation: "member" },
      { column: tfgDefenses.vocalId, relation: "member" },
    ],
    through: { column: tfgDefenses.requestId, parent: tfgRequests },
    columns: [tfgDefenses.title, tfgDefenses.comments, tfgDefenses.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgPriorityGrades,
    description: "La nota de prioridad del alumno para elegir TFG/TFM",
    people: [{ column: tfgPriorityGrades.userId, relation: "subject" }],
    columns: [tfgPriorityGrades.priority],
    retention: PERIODS.permanent,
    hold: HOLDS.allocation,
  },
  {
    table: tfgAllocations,
    description: "Plazas de dirección de TFG/TFM de cada profesor",
    people: [{ column: tfgAllocations.instructorId, relation: "member" }],
  },
  {
    table: tfgAllocationDegrees,
    description: "Titulaciones en las que dirige cada profesor",
    people: [{ column: tfgAllocationDegrees.instructorId, relation: "member" }],
  },
  {
    table: tfgAreaManagers,
    description: "Responsables de cada área temática",
    people: [{ column: tfgAreaManagers.userId, relation: "member" }],
  },
  {
    table: tfgCourts,
    description: "Miembros de cada tribunal",
    people: [
      { column: tfgCourts.chairmanId, relation: "member" },
      { column: tfgCourts.secretaryId, relation: "member" },
      { column: tfgCourts.vocalId, relation: "member" },
    ],
  },
);
