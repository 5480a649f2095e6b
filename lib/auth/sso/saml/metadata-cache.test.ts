import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { environmentProblems } from "@/lib/config";
import { logger } from "@/lib/ops/log";
import { ssoConfig } from "../config";
import { idpMetadata } from "./metadata-cache";
import { selfSigned } from "@/lib/testing/sso/self-signed";
import { certBody, idpMetadataXml, signMetadata } from "@/lib/testing/sso/signed-metadata";

// The federation's metadata signing key, someone else's, and the IdP's certificate before and after a rotation.
const [federation, intruder, current, rotated] = ["sir2", "intruso", "idp-2025", "idp-2026"].map((cn) =>
  selfSigned(cn),
);

/** The portal's SAML configuration for metadata at a fresh https address, as the environment gives it. */
const configFor = (trust: Record<string, string>, source = `https://hub.sir2.test/${randomUUID()}/metadata.xml`) =>
  ssoConfig({
    PUBLIC_URL: "https://portal.universidad.test",
    SAML_IDP_METADATA: source,
    SAML_SP_CERT: "sp.crt",
    SAML_SP_KEY: "sp.key",
    ...trust,
  }).saml!;
const signedByFederation = { SAML_IDP_METADATA_CERT: federation!.cert };
const pinned = { SAML_IDP_CERT: current!.cert };

let served = "";
const warn = vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(served)),
  );
  warn.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
const anHourLater = () => vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1);
const certsOf = async (config: ReturnType<typeof configFor>) => (await idpMetadata(config)).certs;

/** The first metadata is good; the next download is `next`, which must be refused with the last good one kept. */
async function refusedAfterGood(trust: Record<string, string>, good: string, next: string, reason: RegExp) {
  const config = configFor(trust);
  served = good;
  expect(await certsOf(config)).toEqual([certBody(current!.cert)]);
  served = next;
  anHourLater();
  expect(await certsOf(config)).toEqual([certBody(current!.cert)]);
  expect(warn).toHaveBeenCalledWith(
    { reason: expect.stringMatching(reason) },
    "SAML: metadatos del IdP rechazados; se siguen usando los últimos válidos",
  );
  // Without a good one to keep, the same metadata signs nobody in.
  await expect(idpMetadata(configFor(trust))).rejects.toThrow(reason);
}

describe("SAML_IDP_METADATA over http", () => {
  it("is refused at the settings check, and never downloaded", async () => {
    expect(environmentProblems({ SAML_IDP_METADATA: "http://hub.sir2.test/metadata.xml" })).toEqual([
      "SAML_IDP_METADATA: se espera una URL https://… o la ruta de un fichero (http:// no: los metadatos deben llegar sin alterar) (valor recibido: «http://hub.sir2.test/metadata.xml»)",
    ]);
    expect(environmentProblems({ SAML_IDP_METADATA: "https://hub.sir2.test/metadata.xml" })).toEqual([]);
    expect(environmentProblems({ SAML_IDP_METADATA: "/etc/portal/saml/idp.xml" })).toEqual([]);
    await expect(idpMetadata(configFor(signedByFederation, "http://hub.sir2.test/md.xml"))).rejects.toThrow(
      /solo por https/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("metadata signed by the federation (SAML_IDP_METADATA_CERT)", () => {
  it("accepts a certificate the IdP rotated in, once properly signed metadata lists it", async () => {
    const config = configFor(signedByFederation);
    served = signMetadata(idpMetadataXml({ certs: [current!.cert] }), federation!);
    expect(await certsOf(config)).toEqual([certBody(current!.cert)]);
    served = signMetadata(idpMetadataXml({ certs: [rotated!.cert] }), federation!);
    expect(await certsOf(config)).toEqual([certBody(current!.cert)]); // read again only after an hour
    anHourLater();
    expect(await certsOf(config)).toEqual([certBody(rotated!.cert)]);
    expect(warn).not.toHaveBeenCalled();
  });

  const good = () => signMetadata(idpMetadataXml({ certs: [current!.cert] }), federation!);
  const attackers = () => idpMetadataXml({ certs: [intruder!.cert] });

  it("refuses unsigned metadata", () => refusedAfterGood(signedByFederation, good(), attackers(), /no están firmados/));

  it("refuses metadata signed with another key", () =>
    refusedAfterGood(signedByFederation, good(), signMetadata(attackers(), intruder!), /no se verifica/));

  it("refuses signed metadata altered afterwards", () => {
    const altered = good().replace(certBody(current!.cert), certBody(intruder!.cert));
    return refusedAfterGood(signedByFederation, good(), altered, /no se verifica/);
  });

  it("refuses a signed document wrapped in another whose IdP is the attacker's", () => {
    const wrapped = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${attackers().replace(/^<\?xml[^>]*>/, "")}${good().replace(/^<\?xml[^>]*>/, "")}</md:EntitiesDescriptor>`;
    return refusedAfterGood(signedByFederation, good(), wrapped, /no están firmados/);
  });

  it("refuses properly signed metadata past its validUntil", () => {
    const stale = signMetadata(
      idpMetadataXml({ certs: [intruder!.cert], validUntil: new Date(Date.now() - 60_000) }),
      federation!,
    );
    return refusedAfterGood(signedByFederation, good(), stale, /caducaron/);
  });
});

describe("metadata checked against pinned certificates (SAML_IDP_CERT)", () => {
  const listing = (...certs: string[]) => idpMetadataXml({ certs });

  it("accepts metadata whose signing certificates are all pinned", async () => {
    served = listing(current!.cert);
    expect(await certsOf(configFor(pinned))).toEqual([certBody(current!.cert)]);
  });

  it("refuses metadata listing another certificate, beside the pinned one or alone", async () => {
    await refusedAfterGood(pinned, listing(current!.cert), listing(current!.cert, intruder!.cert), /SAML_IDP_CERT/);
    await refusedAfterGood(pinned, listing(current!.cert), listing(rotated!.cert), /SAML_IDP_CERT/);
  });
});

describe("a local metadata file", () => {
  it("needs no signature", async () => {
    const file = path.join(tmpdir(), `idp-${randomUUID()}.xml`);
    writeFileSync(file, idpMetadataXml({ certs: [current!.cert] }));
    expect(await certsOf(configFor({}, file))).toEqual([certBody(current!.cert)]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
