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

export const tfgPersonalData = declare("tfg", { legalBasis: "publicTask", retention: PERIODS.academicYear })(
  {
    table: tfgRequests,
    description: "tfgRequests",
    people: { subject: tfgRequests.userId, member: tfgRequests.instructorId },
    columns: [tfgRequests.provisionalTitle, tfgRequests.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgDefenses,
    description: "tfgDefenses",
    people: { member: [tfgDefenses.chairmanId, tfgDefenses.secretaryId, tfgDefenses.vocalId] },
    through: { column: tfgDefenses.requestId, parent: tfgRequests },
    columns: [tfgDefenses.title, tfgDefenses.comments, tfgDefenses.rejectReason],
    retention: PERIODS.permanent,
    hold: HOLDS.finalProject,
  },
  {
    table: tfgPriorityGrades,
    description: "tfgPriorityGrades",
    people: { subject: tfgPriorityGrades.userId },
    columns: [tfgPriorityGrades.priority],
    retention: PERIODS.permanent,
    hold: HOLDS.allocation,
  },
  {
    table: tfgAllocations,
    description: "tfgAllocations",
    people: { member: tfgAllocations.instructorId },
  },
  {
    table: tfgAllocationDegrees,
    description: "tfgAllocationDegrees",
    people: { member: tfgAllocationDegrees.instructorId },
  },
  {
    table: tfgAreaManagers,
    description: "tfgAreaManagers",
    people: { member: tfgAreaManagers.userId },
  },
  {
    table: tfgCourts,
    description: "tfgCourts",
    people: { member: [tfgCourts.chairmanId, tfgCourts.secretaryId, tfgCourts.vocalId] },
  },
);
