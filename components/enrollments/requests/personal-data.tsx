import { useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import type { EnrollmentUserData } from "@/lib/enrollments/requests/schemas";
import { Card } from "../form-parts";

/**
 * The student's data as the portal holds it; `null`: the read failed, which is said (seed 002 §8's
 * 'Error retrieving user data'), not shown as blanks.
 */
export function PersonalData({ user }: { user: EnrollmentUserData | null }) {
  const t = useTranslations("enrollments");
  if (!user) {
    return (
      <Card title={t("form.personalData")}>
        <LoadError message={t("form.userDataFailed")} />
      </Card>
    );
  }
  const rows: [string, string | null][] = [
    [t("fields.name"), user.givenName],
    [t("fields.familyName"), user.familyName],
    [t("fields.document"), `${user.idType} ${user.dni}`],
    [t("fields.user"), user.externalId],
    [t("fields.address"), user.address],
    [t("fields.city"), user.city],
    [t("fields.state"), user.state],
    [t("fields.zipCode"), user.zipCode],
    [t("fields.mobilePhone"), user.mobilePhone],
    [t("fields.homePhone"), user.homePhone],
    [t("fields.email"), user.email],
  ];
  return (
    <Card title={t("form.personalData")}>
      <p className="text-sm text-gray-700">{t("form.personalIntro")}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd>{value || "-"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
