import type { Db } from "@/db";
import { proceedings } from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { simplePdf } from "@/lib/files/simple-pdf";
import { storeFile } from "@/lib/files/store";

/** A proceeding (expediente) for each student of the demo, for the degree of their first course. */
export async function seedGradesDemo(tx: Db, demo: DemoData): Promise<void> {
  const courseDegree = new Map(demo.courses.map((c) => [c.id, c.degreeId]));
  const degreeName = new Map(demo.degrees.map((d) => [d.id, d.name]));
  const seen = new Set<number>();
  for (const member of demo.courseMembers) {
    if (member.memberRole !== "STUDENT" || seen.has(member.userId)) continue;
    seen.add(member.userId);
    const degreeId = courseDegree.get(member.courseId)!;
    const student = [...demo.users.values()].find((u) => u.id === member.userId)!;
    const pdf = simplePdf([
      "Expediente academico",
      `${student.givenName} ${student.familyName} - ${student.dni}`,
      degreeName.get(degreeId) ?? "",
      `Curso ${demo.currentAcademicYear.name}`,
    ]);
    const file = await storeFile(tx, pdf, "expediente.pdf");
    await tx.insert(proceedings).values({ userId: student.id, degreeId, fileId: file.id });
  }
}
