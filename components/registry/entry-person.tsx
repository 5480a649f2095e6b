"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { personName } from "@/components/ui/person-cell";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import type { RegistryEntryRow } from "@/lib/registry/schemas";
import { searchStudentsByText } from "@/lib/student-record/student-search";

/** The person an entry already names, as the picker shows a chosen one. */
export const personOf = (e: RegistryEntryRow): PickedStudent | null =>
  e.userExternalId
    ? {
        userId: e.userExternalId,
        dni: e.userDni ?? "",
        name: e.userGivenName ?? "",
        surnames: e.userFamilyName ?? "",
        email: null,
      }
    : null;

/**
 * 'Búsqueda de usuario': the student picker (the student file's search, accents and case folded); the
 * chosen person is confirmed by name and DNI, and can be removed (the person is optional).
 */
export function EntryPerson({
  person,
  onChange,
}: {
  person: PickedStudent | null;
  onChange: (person: PickedStudent | null) => void;
}) {
  const t = useTranslations("registry");
  return (
    <div className="flex flex-col gap-2">
      <StudentPicker label={t("fields.user")} value={person} onChange={onChange} search={searchStudentsByText} />
      <p className="text-sm text-gray-700" aria-live="polite">
        {person
          ? t("person.selected", { name: personName(person.surnames, person.name), dni: person.dni })
          : t("person.none")}
        {person && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)} className="ml-2">
            {t("person.remove")}
          </Button>
        )}
      </p>
    </div>
  );
}
