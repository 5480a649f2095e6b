import { execFileSync } from "node:child_process";

export interface KeyPair {
  key: string;
  cert: string;
}

const block = (pem: string, label: string) =>
  new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----\\n?`).exec(pem)![0];

/** A fresh RSA key and a self-signed certificate for it (openssl), for tests only. */
export function selfSigned(commonName: string, altNames: string[] = []): KeyPair {
  const san = altNames.length > 0 ? ["-addext", `subjectAltName=${altNames.join(",")}`] : [];
  const out = execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "7", "-subj", `/CN=${commonName}`, ...san].concat([
      "-keyout",
      "-",
      "-out",
      "-",
    ]),
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  return { key: block(out, "PRIVATE KEY"), cert: block(out, "CERTIFICATE") };
}
