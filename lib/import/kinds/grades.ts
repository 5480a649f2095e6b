import { grades } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { decimal, httpUrl, optional, required, text } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookupCourses, lookupUsers } from "../lookup";
import { upsertBatched } from "../upsert";

const schema = z.object({
  userExternalId: required("userExternalId"),
  courseExternalId: required("courseExternalId"),
  term: required("term"),
  convocatory: required("convocatory"),
  grade: optional(decimal("grade", 0, 10)),
  gradeText: optional(text),
  surveyId: optional(text),
  surveyUrl: optional(httpUrl("surveyUrl")),
});

export type GradeRow = z.output<typeof schema>;

export const gradesKind = defineKind({
  schema,
  writes: [grades],
  key: (row) =>
    `userExternalId "${row.userExternalId}", courseExternalId "${row.courseExternalId}", ` +
    `term "${row.term}", convocatory "${row.convocatory}"`,
  prepare: async (tx, rows) => {
    const userIds = await lookupUsers(tx, rows, (row) => row.userExternalId);
    const courseIds = await lookupCourses(tx, rows, (row) => row.courseExternalId);
    const { values, errors } = mapRows(rows, ({ userExternalId, courseExternalId, ...row }, problems) => ({
      userId: userIds.id(userExternalId, problems),
      courseId: courseIds.id(courseExternalId, problems),
      ...row,
    }));
    return { errors, write: () => upsertBatched(tx, grades, values, ["userId", "courseId", "term", "convocatory"]) };
  },
});
