import {
  eventReminders,
  examAttendance,
  examFiles,
  examRequests,
  exams,
  examStateChanges,
  examWaitlist,
} from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const examsPersonalData = declare("Exámenes", { legalBasis: "publicTask", retention: PERIODS.academicYear })(
  {
    table: examRequests,
    description: "Los exámenes que el alumno eligió, con su sede y su hora",
    people: { subject: examRequests.userId },
    hold: HOLDS.examProcedure,
  },
  {
    table: examAttendance,
    description: "La llegada del alumno a su examen, registrada en la puerta, y quién la registró",
    through: { column: examAttendance.requestId, parent: examRequests },
    people: { actor: examAttendance.recordedBy },
    hold: HOLDS.examProcedure,
  },
  {
    table: examWaitlist,
    description: "Las listas de espera de una sede en las que el alumno se apuntó, y su orden",
    people: { subject: examWaitlist.userId },
  },
  {
    table: eventReminders,
    description: "Los recordatorios de examen o de defensa enviados a cada persona",
    people: { subject: eventReminders.userId },
  },
  { table: exams, description: "Quién generó el paquete de un examen", people: { actor: exams.packageGeneratedBy } },
  { table: examFiles, description: "Quién subió cada fichero de un examen", people: { actor: examFiles.uploadedBy } },
  {
    table: examStateChanges,
    description: "Quién cambió el estado de un examen y por qué",
    people: { actor: examStateChanges.changedBy },
    columns: [examStateChanges.reason],
  },
);
