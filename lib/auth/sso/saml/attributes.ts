import type { Profile } from "@node-saml/node-saml";

// SIR2 names attributes by OID (urn:oid:…); other IdPs by their friendly name. Either finds the other.
const FRIENDLY_NAMES: Record<string, string> = {
  "urn:oid:1.3.6.1.4.1.5923.1.1.1.6": "eduPersonPrincipalName",
  "urn:oid:0.9.2342.19200300.100.1.3": "mail",
  "urn:oid:1.3.6.1.4.1.25178.1.2.15": "schacPersonalUniqueID",
};
const aliasesOf = (name: string) => [
  name,
  ...Object.entries(FRIENDLY_NAMES).flatMap(([oid, friendly]) =>
    name === oid ? [friendly] : name === friendly ? [oid] : [],
  ),
];

/** Every string value the assertion gives for an attribute (a multi-valued schacPersonalUniqueID included). */
export function attributeValues(profile: Profile, name: string): string[] {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  return aliasesOf(name).flatMap((alias) => {
    const value = attributes[alias];
    return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
  });
}
