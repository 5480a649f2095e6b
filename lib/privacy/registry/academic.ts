import { courseMembers, grades, proceedings, proceedingVersions } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

const record = { legalBasis: "publicTask", retention: PERIODS.permanent, hold: HOLDS.academicRecord } as const;

export const academicPersonalData = [
  ...declare("courses", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: courseMembers,
    description: "courseMembers",
    people: { subject: courseMembers.userId },
  }),
  ...declare(
    "grades",
    record,
  )({
    table: grades,
    description: "grades",
    people: { subject: grades.userId },
    columns: [grades.grade, grades.gradeText, grades.surveyId, grades.surveyUrl],
  }),
  ...declare("proceedings", record)(
    {
      table: proceedings,
      description: "proceedings",
      people: { subject: proceedings.userId },
      columns: [proceedings.fileId],
    },
    {
      table: proceedingVersions,
      description: "proceedingVersions",
      people: { actor: proceedingVersions.uploadedBy },
      through: { column: proceedingVersions.proceedingId, parent: proceedings },
      columns: [proceedingVersions.fileId],
    },
  ),
];
