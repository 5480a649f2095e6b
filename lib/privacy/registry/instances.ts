import { instanceFileVersions, instanceHistory, instanceRegistrations, instances } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const instancesPersonalData = declare("Instancias", {
  legalBasis: "legalObligation",
  retention: PERIODS.permanent,
  hold: HOLDS.registry,
})(
  {
    table: instances,
    description:
      "Instancias presentadas por la persona (o por un solicitante externo con sus datos), su texto, sus ficheros y la respuesta",
    people: { subject: instances.userId, actor: [instances.createdBy, instances.closedBy] },
    columns: [
      instances.userText,
      instances.instructorText,
      instances.studentFileId,
      instances.studentFileName,
      instances.responseFileId,
      instances.responseFileName,
      instances.extDni,
      instances.extGivenName,
      instances.extSurname1,
      instances.extEmail,
      instances.extState,
      instances.extCity,
      instances.extAddress,
      instances.extMobilePhone,
      instances.extHomePhone,
    ],
  },
  {
    table: instanceHistory,
    description: "Historial de cada instancia: qué cambió, quién y cuándo",
    people: { actor: instanceHistory.changedBy },
    through: { column: instanceHistory.instanceId, parent: instances },
    hold: undefined,
  },
  {
    table: instanceRegistrations,
    description: "El número de registro de entrada o salida de cada instancia",
    through: { column: instanceRegistrations.instanceId, parent: instances },
  },
  {
    table: instanceFileVersions,
    description: "Cada versión de los ficheros de una instancia",
    people: { actor: instanceFileVersions.uploadedBy },
    through: { column: instanceFileVersions.instanceId, parent: instances },
    columns: [instanceFileVersions.fileId, instanceFileVersions.fileName],
    hold: undefined,
  },
);
