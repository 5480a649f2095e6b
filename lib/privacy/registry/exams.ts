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

export const examsPersonalData = declare("exams", { legalBasis: "publicTask", retention: PERIODS.academicYear })(
  {
    table: examRequests,
    description: "examRequests",
    people: { subject: examRequests.userId },
    hold: HOLDS.examProcedure,
  },
  {
    table: examAttendance,
    description: "examAttendance",
    through: { column: examAttendance.requestId, parent: examRequests },
    people: { actor: examAttendance.recordedBy },
    hold: HOLDS.examProcedure,
  },
  {
    table: examWaitlist,
    description: "examWaitlist",
    people: { subject: examWaitlist.userId },
  },
  {
    table: eventReminders,
    description: "eventReminders",
    people: { subject: eventReminders.userId },
  },
  { table: exams, description: "exams", people: { actor: exams.packageGeneratedBy } },
  { table: examFiles, description: "examFiles", people: { actor: examFiles.uploadedBy } },
  {
    table: examStateChanges,
    description: "examStateChanges",
    people: { actor: examStateChanges.changedBy },
    columns: [examStateChanges.reason],
  },
);
