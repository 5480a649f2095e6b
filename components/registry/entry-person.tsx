"use client";

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
  return (
    <div className="flex flex-col gap-2">
      <StudentPicker label="Usuario" value={person} onChange={onChange} search={searchStudentsByText} />
      <p className="text-sm text-gray-700" aria-live="polite">
        {person
          ? `Usuario seleccionado: ${personName(person.surnames, person.name)} · ${person.dni}`
          : "Ningún usuario seleccionado (opcional)"}
        {person && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)} className="ml-2">
            Quitar
          </Button>
        )}
      </p>
    </div>
  );
}
