import { eventReminders, examFiles, examRequests, exams, examStateChanges, examWaitlist } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const examsPersonalData = declare("Exámenes", { legalBasis: "publicTask", retention: PERIODS.academicYear })(
  {
    table: examRequests,
    description: "Los exámenes que el alumno eligió, con su sede y su hora",
    people: [{ column: examRequests.userId, relation: "subject" }],
    hold: HOLDS.examProcedure,
  },
  {
    table: examWaitlist,
    description: "Las listas de espera de una sede en las que el alumno se apuntó, y su orden",
    people: [{ column: examWaitlist.userId, relation: "subject" }],
  },
  {
    table: eventReminders,
    description: "Los recordatorios de examen o de defensa enviados a cada persona",
    people: [{ column: eventReminders.userId, relation: "subject" }],
  },
  {
    table: exams,
    description: "Quién generó el paquete de un examen",
    people: [{ column: exams.packageGeneratedBy, relation: "actor" }],
  },
  {
    table: examFiles,
    description: "Quién subió cada fichero de un examen",
    people: [{ column: examFiles.uploadedBy, relation: "actor" }],
  },
  {
    table: examStateChanges,
    description: "Quién cambió el estado de un examen y por qué",
    people: [{ column: examStateChanges.changedBy, relation: "actor" }],
    columns: [examStateChanges.reason],
  },
);
