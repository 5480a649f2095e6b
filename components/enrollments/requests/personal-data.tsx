import { LoadError } from "@/components/ui/load-error";
import type { EnrollmentUserData } from "@/lib/enrollments/requests/schemas";
import { Card } from "../form-parts";

/** Seed 002 §8: the student's data could not be read. */
export const USER_DATA_FAILED = "Error retrieving user data";

/** The student's data as the portal holds it; `null`: the read failed, which is said, not shown as blanks. */
export function PersonalData({ user }: { user: EnrollmentUserData | null }) {
  if (!user) {
    return (
      <Card title="Datos personales">
        <LoadError message={USER_DATA_FAILED} />
      </Card>
    );
  }
  const rows: [string, string | null][] = [
    ["Nombre", user.givenName],
    ["Apellidos", user.familyName],
    ["Documento", `${user.idType} ${user.dni}`],
    ["Usuario", user.externalId],
    ["Dirección", user.address],
    ["Ciudad", user.city],
    ["Provincia", user.state],
    ["Código postal", user.zipCode],
    ["Teléfono móvil", user.mobilePhone],
    ["Teléfono fijo", user.homePhone],
    ["Correo electrónico", user.email],
  ];
  return (
    <Card title="Datos personales">
      <p className="text-sm text-gray-700">
        Estos son tus datos tal como los tiene la universidad; aquí no se pueden cambiar. Si alguno no es correcto,
        comunícalo a la secretaría.
      </p>
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
