import type { Db } from "@/db";
import { courses, grades, proceedings } from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { storeFile } from "@/lib/files/store";
import { defaultLocale } from "@/lib/i18n/offered";
import { issuePdf } from "@/lib/pdf/issue";
import { proceedingDocument } from "./proceeding-pdf";
import { gradesWithCourse } from "./queries";

/** A proceeding (expediente) for each student of the demo, for the degree of their first course, issued by the portal. */
export async function seedGradesDemo(tx: Db, demo: DemoData): Promise<void> {
  const courseDegree = new Map(demo.courses.map((c) => [c.id, c.degreeId]));
  const degreeName = new Map(demo.degrees.map((d) => [d.id, d.name]));
  const allGrades = await gradesWithCourse(tx, {
    userId: grades.userId,
    degreeId: courses.degreeId,
    course: courses.name,
    term: grades.term,
    convocatory: grades.convocatory,
    grade: grades.grade,
    gradeText: grades.gradeText,
  }).orderBy(courses.name, grades.term, grades.convocatory);
  const byId = new Map([...demo.users.values()].map((u) => [u.id, u]));
  const seen = new Set<number>();
  for (const member of demo.courseMembers) {
    if (member.memberRole !== "STUDENT" || seen.has(member.userId)) continue;
    seen.add(member.userId);
    const degreeId = courseDegree.get(member.courseId)!;
    const student = byId.get(member.userId)!;
    const doc = proceedingDocument(
      {
        student,
        degreeName: degreeName.get(degreeId) ?? "",
        academicYear: demo.currentAcademicYear.name,
        grades: allGrades.filter((g) => g.userId === student.id && g.degreeId === degreeId),
      },
      // Issued in the student's language: the demo's students have not chosen one, so the default.
      defaultLocale(),
    );
    const { bytes } = await issuePdf(tx, doc, {
      kind: "Expediente académico",
      ownerUserId: student.id,
      subject: `proceeding:${student.id}:${degreeId}`,
    });
    const file = await storeFile(tx, "system", Buffer.from(bytes), "expediente.pdf");
    await tx.insert(proceedings).values({ userId: student.id, degreeId, fileId: file.id });
  }
}
