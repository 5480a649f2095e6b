import { NewRequest } from "@/components/enrollments/islands";
import { LoadError } from "@/components/ui/load-error";
import { listAcademicTerms, listDegreeCourses, listDegrees } from "@/lib/enrollments/courses/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { enrollmentUserData } from "@/lib/enrollments/requests/queries";
import { listEnrollmentTerms } from "@/lib/enrollments/terms/queries";
import { loadOrNull } from "@/lib/load-or-null";
import { TERMS_FAILED, type TabProps } from "./tab-props";

/** The student's 'Nueva solicitud': the open terms and what the form offers (degrees, academic terms, courses). */
export async function NewRequestTab({ db, user }: TabProps) {
  const data = await loadOrNull("los datos de la solicitud", async () => {
    const [terms, degrees, academicTerms, personal] = await Promise.all([
      listEnrollmentTerms(db, false),
      listDegrees(db, user),
      listAcademicTerms(db),
      enrollmentUserData(db, user.externalId).catch(() => null),
    ]);
    const coursesByDegree = Object.fromEntries(
      await Promise.all(
        degrees.map(async (d) => [d.externalId, await listDegreeCourses(db, user, d.externalId)] as const),
      ),
    );
    return { terms, form: { user: personal, degrees, academicTerms, coursesByDegree, maxBytes: uploadMaxBytes() } };
  });
  if (!data) return <LoadError message={TERMS_FAILED} />;
  return <NewRequest terms={data.terms} data={data.form} />;
}
