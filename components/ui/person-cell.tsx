/** 'Apellidos, Nombre', the way staff lists name a person; either part may be missing. */
export function personName(familyName: string | null | undefined, givenName: string | null | undefined): string {
  return [familyName, givenName].filter(Boolean).join(", ");
}

/**
 * A person in a staff table: 'Apellidos, Nombre', with the DNI as secondary text under it. Never an
 * internal id: people are named, and the DNI tells namesakes apart.
 */
export function PersonCell({
  familyName,
  givenName,
  dni,
}: {
  familyName: string | null | undefined;
  givenName: string | null | undefined;
  dni?: string | null;
}) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{personName(familyName, givenName) || "—"}</span>
      {dni && <span className="text-xs text-gray-600">{dni}</span>}
    </span>
  );
}
