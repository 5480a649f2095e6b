// The SAML IdP of the SSO end-to-end tests: Debian's SimpleSAMLphp (`apt-get install simplesamlphp php-cli
// php-xml php-mbstring`) on PHP's built-in server, configured here as SIR2 sends people: signed assertions,
// attributes by OID (eduPersonPrincipalName, mail, schacPersonalUniqueID with the DNI); and its metadata as
// SIR2 publishes its own, signed by a federation key over https (nginx in front).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDemoUniversity } from "@/lib/demo/university";
import { selfSigned } from "@/lib/testing/sso/self-signed";
import { SP_ACS_URL, SP_ENTITY_ID, SSO_E2E } from "./settings";
import { startTlsProxy } from "./tls-proxy";

const SIMPLESAMLPHP = "/usr/share/simplesamlphp";
const dir = path.join(SSO_E2E.root, ".data/e2e-sso/simplesamlphp");
/** A PHP literal: objects become arrays with string keys, lists arrays, strings single-quoted. */
const php = (value: unknown): string => {
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(php).join(", ")}]`;
  if (value && typeof value === "object") {
    return `[${Object.entries(value)
      .map(([k, v]) => `${/^\d+$/.test(k) ? k : php(k)} => ${php(v)}`)
      .join(", ")}]`;
  }
  return JSON.stringify(value);
};
const file = (name: string, body: string) => writeFileSync(path.join(dir, name), `<?php\n${body}\n`);

// The demo university is generated from a fixed seed: its student's DNI is known before the portal starts.
const student = buildDemoUniversity().users.find((u) => u.externalId === "demo-alumno")!;
const person = (uid: string, dni: string) => ({
  uid: [uid],
  eduPersonPrincipalName: [`${uid}@universidad.test`],
  mail: [`${uid}@universidad.test`],
  schacPersonalUniqueID: [`urn:schac:personalUniqueID:es:DNI:${dni}`],
});

rmSync(dir, { recursive: true, force: true });
mkdirSync(path.join(dir, "metadata"), { recursive: true });
mkdirSync(SSO_E2E.pkiDir, { recursive: true });
const federation = selfSigned("Federación de prueba");
const tls = selfSigned("127.0.0.1", ["IP:127.0.0.1", "DNS:localhost"]);
writeFileSync(SSO_E2E.federationKeyFile, federation.key);
writeFileSync(SSO_E2E.federationCertFile, federation.cert);
writeFileSync(SSO_E2E.tlsKeyFile, tls.key);
writeFileSync(SSO_E2E.tlsCertFile, tls.cert);
file(
  "config.php",
  `$config = ${php({
    baseurlpath: SSO_E2E.samlBaseUrl,
    certdir: path.dirname(SSO_E2E.idpCertFile) + "/",
    metadatadir: path.join(dir, "metadata") + "/",
    tempdir: path.join(dir, "tmp"),
    datadir: path.join(dir, "data") + "/",
    loggingdir: dir + "/",
    attributenamemapdir: "/etc/simplesamlphp/attributemap/",
    secretsalt: "sal-secreta-del-idp-de-prueba",
    "auth.adminpassword": "admin-de-prueba",
    technicalcontact_email: "soporte@universidad.test",
    "logging.handler": "errorlog",
    "enable.saml20-idp": true,
    "module.enable": { exampleauth: true, core: true, saml: true },
    "store.type": "phpsession",
    "metadata.sign.enable": true,
    "metadata.sign.privatekey": SSO_E2E.federationKeyFile,
    "metadata.sign.certificate": SSO_E2E.federationCertFile,
  })};`,
);
file(
  "authsources.php",
  `$config = ${php({
    admin: ["core:AdminPassword"],
    universidad: {
      0: "exampleauth:UserPass",
      [`${SSO_E2E.samlUsers.student}:clave`]: person(SSO_E2E.samlUsers.student, student.dni),
      [`${SSO_E2E.samlUsers.stranger}:clave`]: person(SSO_E2E.samlUsers.stranger, "00000001R"),
    },
  })};`,
);
file(
  "metadata/saml20-idp-hosted.php",
  `$metadata['__DYNAMIC:1__'] = ${php({
    host: "__DEFAULT__",
    privatekey: path.basename(SSO_E2E.idpKeyFile),
    certificate: path.basename(SSO_E2E.idpCertFile),
    auth: "universidad",
    "saml20.sign.assertion": true,
    "attributes.NameFormat": "urn:oasis:names:tc:SAML:2.0:attrname-format:uri",
    authproc: { 100: { class: "core:AttributeMap", 0: "name2oid" } },
  })};`,
);
file(
  "metadata/saml20-sp-remote.php",
  `$metadata['${SP_ENTITY_ID}'] = ${php({
    AssertionConsumerService: SP_ACS_URL,
    certificate: path.basename(SSO_E2E.spCertFile),
    "validate.authnrequest": true,
    "saml20.sign.assertion": true,
    NameIDFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
  })};`,
);

const servers = [
  spawn("php", ["-S", `127.0.0.1:${SSO_E2E.samlPort}`, "-t", `${SIMPLESAMLPHP}/www`], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: dir },
    stdio: "inherit",
  }),
  startTlsProxy({
    port: SSO_E2E.samlTlsPort,
    upstream: `http://127.0.0.1:${SSO_E2E.samlPort}`,
    certFile: SSO_E2E.tlsCertFile,
    keyFile: SSO_E2E.tlsKeyFile,
    dir: path.join(dir, "nginx"),
  }),
];
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => servers.forEach((s) => s.kill(signal)));
// One of them gone is the IdP gone: stop the other, and say so.
for (const server of servers) {
  server.on("exit", (code) => {
    servers.forEach((s) => s.kill("SIGTERM"));
    process.exit(code ?? 0);
  });
}
