import { getTranslations } from "next-intl/server";
import { TermsManager } from "@/components/enrollments/islands";
import { LoadError } from "@/components/ui/load-error";
import { listEnrollmentTerms } from "@/lib/enrollments/terms/queries";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/** The secretariat's 'Convocatorias': every term, to create and edit. */
export async function TermsTab({ db }: TabProps) {
  const terms = await loadOrNull("las convocatorias", () => listEnrollmentTerms(db, true));
  if (!terms) return <LoadError message={(await getTranslations("enrollments.page"))("termsLoadError")} />;
  return <TermsManager terms={terms} />;
}
