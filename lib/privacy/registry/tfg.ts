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
    people: { subject: tfgRequests.userId, member: tfgRequests.instructorId },
    columns: [tfgRequests.provisionalTitle, tfgRequests.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgDefenses,
    description: "Defensas de TFG/TFM: título, fecha, lugar, tribunal y observaciones",
    people: { member: [tfgDefenses.chairmanId, tfgDefenses.secretaryId, tfgDefenses.vocalId] },
    through: { column: tfgDefenses.requestId, parent: tfgRequests },
    columns: [tfgDefenses.title, tfgDefenses.comments, tfgDefenses.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgPriorityGrades,
    description: "La nota de prioridad del alumno para elegir TFG/TFM",
    people: { subject: tfgPriorityGrades.userId },
    columns: [tfgPriorityGrades.priority],
    retention: PERIODS.permanent,
    hold: HOLDS.allocation,
  },
  {
    table: tfgAllocations,
    description: "Plazas de dirección de TFG/TFM de cada profesor",
    people: { member: tfgAllocations.instructorId },
  },
  {
    table: tfgAllocationDegrees,
    description: "Titulaciones en las que dirige cada profesor",
    people: { member: tfgAllocationDegrees.instructorId },
  },
  {
    table: tfgAreaManagers,
    description: "Responsables de cada área temática",
    people: { member: tfgAreaManagers.userId },
  },
  {
    table: tfgCourts,
    description: "Miembros de cada tribunal",
    people: { member: [tfgCourts.chairmanId, tfgCourts.secretaryId, tfgCourts.vocalId] },
  },
);
