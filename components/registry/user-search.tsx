"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { SEARCH_TERM_REQUIRED, type RegistryUserOption } from "@/lib/registry/schemas";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import { registryApi } from "@/lib/registry/client";

type Props = { selected: string; onSelect: (externalId: string) => void };

/** 'Búsqueda de usuario': by id or family name; a blank term is refused here, without calling the server. */
export function UserSearch({ selected, onSelect }: Props) {
  const [kind, setKind] = useState<"id" | "family">("family");
  const [term, setTerm] = useState("");
  const [error, setError] = useState<string>();
  const [searched, setSearched] = useState<string | null>(null);
  const read = useApiRead<RegistryUserOption[]>(searched);
  const results = read.loading ? null : read.data;

  function search() {
    if (!term.trim()) return setError(SEARCH_TERM_REQUIRED);
    setError(undefined);
    const path = registryApi.usersPath(kind, term.trim());
    if (path === searched) read.reload();
    else setSearched(path);
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        className="flex flex-wrap items-end gap-3"
        onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), search())}
      >
        <Field label="Buscar por">
          <Select value={kind} onChange={(e) => setKind(e.target.value as "id" | "family")}>
            <option value="family">Apellidos</option>
            <option value="id">Id o DNI</option>
          </Select>
        </Field>
        <Field label="Término de búsqueda" error={error} className="flex-1">
          <Input value={term} onChange={(e) => setTerm(e.target.value)} />
        </Field>
        <Button type="button" variant="secondary" busy={read.loading} onClick={search}>
          Buscar
        </Button>
      </div>
      {read.error && <LoadError message={read.error} />}
      {results && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Usuarios encontrados</legend>
          {results.length === 0 && <p className="text-sm text-gray-600">No se han encontrado usuarios</p>}
          {results.map((u) => (
            <label key={u.externalId} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="registry-user"
                checked={selected === u.externalId}
                onChange={() => onSelect(u.externalId)}
              />
              {u.name} ({u.externalId}, {u.dni})
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm text-gray-700" aria-live="polite">
        {selected ? `Usuario seleccionado: ${selected}` : "Ningún usuario seleccionado (opcional)"}
        {selected && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onSelect("")} className="ml-2">
            Quitar
          </Button>
        )}
      </p>
    </div>
  );
}
