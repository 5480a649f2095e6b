// https in front of an http server for the SSO end-to-end run: Debian's nginx (`apt-get install nginx-light`)
// as the current user, one process, everything it writes under `dir`.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

interface TlsProxy {
  port: number;
  upstream: string;
  certFile: string;
  keyFile: string;
  dir: string;
}

export function startTlsProxy({ port, upstream, certFile, keyFile, dir }: TlsProxy): ChildProcess {
  const temp = (name: string) => path.join(dir, "tmp", name);
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${path.join(dir, "nginx.pid")};
error_log stderr;
events {}
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${certFile};
    ssl_certificate_key ${keyFile};
    location / { proxy_pass ${upstream}; }
  }
}
`,
  );
  return spawn("nginx", ["-e", "stderr", "-p", dir, "-c", conf], { stdio: "inherit" });
}
