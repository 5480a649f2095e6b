import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const NGINX = "/usr/sbin/nginx";
const shipped = readFileSync(path.join(import.meta.dirname, "nginx.conf"), "utf8");

// Requests whose path or query carries a credential or a person, and the route the portal names them by.
const requests = [
  ["/Xq3vT9pLm2Rk8sWd4Yb7Nc1Hf6Gj0Ze5Ua-Ko_iMtQpE", "/{sessionId}"],
  ["/calendar-api/feed/tok-secreto-7f3a9c21.ics", "/calendar-api/feed/{token}"],
  ["/verificar/ABCD-EFGH-JKLM-NPQR-STUV-WXYZ", "/verificar/{code}"],
  ["/verification-api/documents/ABCDEFGHJKLMNPQRSTUVWXYZ/pdf", "/verification-api/documents/{code}/pdf"],
  ["/student-record-api/user/12345678Z?q=Garc%C3%ADa", "/student-record-api/user/{dni}"],
] as const;
const secrets = ["Xq3vT9pLm2Rk8sWd4Yb7", "tok-secreto", "ABCD-EFGH", "ABCDEFGHJKLMNPQRSTUVWXYZ", "12345678Z", "Garc"];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe("deploy/nginx.conf's access log carries no personal data", () => {
  it("its log format names no path, query or referer of the request", () => {
    const format = /log_format\s+portal\s+([^;]+);/.exec(shipped)?.[1];
    expect(format).toBeDefined();
    expect(format).not.toMatch(
      /\$(request|request_uri|uri|document_uri|args|query_string|is_args|http_referer|request_body)\b|\$arg_/,
    );
    expect(format).toContain("$upstream_http_x_route");
    expect(shipped).toMatch(/access_log \S+ portal;/);
  });

  describe.runIf(existsSync(NGINX))("run by nginx in front of a stand-in portal", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-nginx-"));
    let upstream: Server | undefined;
    let nginx: ChildProcess | undefined;
    afterAll(async () => {
      nginx?.kill("SIGTERM");
      await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(null)));
      rmSync(dir, { recursive: true, force: true });
    });

    it("passes `nginx -t` and logs each request by the route the portal names, which the client never sees", async () => {
      // The stand-in answers as the portal does: its route template in X-Route (lib/ops/route-template).
      upstream = createServer((req, res) => {
        const route = requests.find(([p]) => p === req.url)?.[1];
        res.setHeader("X-Route", route ?? "/_not-found");
        res.end("ok");
      });
      await new Promise<void>((resolve) => upstream!.listen(0, "127.0.0.1", resolve));
      const port = await freePort();
      const site = shipped
        .replace(/server web1:3000/, `server 127.0.0.1:${(upstream.address() as AddressInfo).port}`)
        .replace(/^\s*server web2:3000.*$/m, "")
        .replace("listen 80;", `listen 127.0.0.1:${port};`)
        .replace(/access_log \S+ portal;/, `access_log ${dir}/access.log portal;`);
      writeFileSync(path.join(dir, "portal.conf"), site);
      const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`);
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `daemon off;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n${temp.join("\n")}\ninclude ${dir}/portal.conf;\n}\n`,
      );
      const args = ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf")];
      const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
      expect(check.status, check.stderr).toBe(0);

      nginx = spawn(NGINX, args, { stdio: "ignore" });
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${base}/nginx-health`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 5000 },
        )
        .toBe(200);
      for (const [requestPath] of requests) {
        const res = await fetch(`${base}${requestPath}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-route")).toBeNull();
      }
      const log = readFileSync(path.join(dir, "access.log"), "utf8");
      for (const [, route] of requests) expect(log).toContain(`"GET ${route}"`);
      for (const secret of secrets) expect(log).not.toContain(secret);
    });
  });
});
