import { instanceFileVersions, instanceHistory, instanceRegistrations, instances } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const instancesPersonalData = declare("instances", {
  legalBasis: "legalObligation",
  retention: PERIODS.permanent,
  hold: HOLDS.registry,
})(
  {
    table: instances,
    description: "instances",
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
    description: "instanceHistory",
    people: { actor: instanceHistory.changedBy },
    through: { column: instanceHistory.instanceId, parent: instances },
    hold: undefined,
  },
  {
    table: instanceRegistrations,
    description: "instanceRegistrations",
    through: { column: instanceRegistrations.instanceId, parent: instances },
  },
  {
    table: instanceFileVersions,
    description: "instanceFileVersions",
    people: { actor: instanceFileVersions.uploadedBy },
    through: { column: instanceFileVersions.instanceId, parent: instances },
    columns: [instanceFileVersions.fileId, instanceFileVersions.fileName],
    hold: undefined,
  },
);
