import { getTranslations } from "next-intl/server";
import { NewRequest } from "@/components/enrollments/islands";
import { LoadError } from "@/components/ui/load-error";
import { academicTermByTerm, coursesByTerm, listDegrees } from "@/lib/enrollments/courses/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { enrollmentUserData } from "@/lib/enrollments/requests/queries";
import { listEnrollmentTerms } from "@/lib/enrollments/terms/queries";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/**
 * The student's 'Nueva solicitud': the open terms and what the form offers (degrees, and each term's
 * academic term and courses, with the capacities of the term's academic year).
 */
export async function NewRequestTab({ db, user }: TabProps) {
  const data = await loadOrNull("los datos de la solicitud", async () => {
    const [terms, degrees, personal] = await Promise.all([
      listEnrollmentTerms(db, false),
      listDegrees(db, user),
      enrollmentUserData(db, user.externalId).catch(() => null),
    ]);
    const termIds = terms.map((t) => t.id);
    const [courses, academicTerms] = await Promise.all([
      coursesByTerm(
        db,
        user,
        termIds,
        degrees.map((d) => d.externalId),
      ),
      academicTermByTerm(db, termIds),
    ]);
    return {
      terms,
      form: {
        user: personal,
        degrees,
        academicTermsByTerm: academicTerms,
        coursesByTerm: courses,
        maxBytes: uploadMaxBytes(),
      },
    };
  });
  if (!data) return <LoadError message={(await getTranslations("enrollments.page"))("termsLoadError")} />;
  return <NewRequest terms={data.terms} data={data.form} />;
}
