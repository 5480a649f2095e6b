import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "./server";

const NGINX = "/usr/sbin/nginx";

/** nginx in the foreground on `port`, with its own configuration and temporary folders, spreading over `ports`. */
export async function startNginx(ports: number[], dir: string, port: number): Promise<ChildProcess> {
  if (!existsSync(NGINX)) {
    console.error("nginx no está instalado: instalando el paquete de Debian…");
    const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
    const install = spawnSync(
      sudo[0] ?? "apt-get",
      [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), "install", "-y", "nginx"],
      {
        stdio: "inherit",
      },
    );
    if (install.status !== 0 || !existsSync(NGINX))
      throw new Error("No se ha podido instalar nginx (apt-get install nginx)");
  }
  for (const sub of ["logs", "tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
# Past saturation an open-loop rush holds hundreds of requests at once, each a client and an upstream
# connection: the proxy must not be what refuses them.
worker_rlimit_nofile 20000;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # Idle upstream connections close before Node's own 5 s keep-alive timeout, so nginx never sends a
  # request on a socket Node is closing; and one such error does not take an instance out for 10 s.
  upstream portal {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
    keepalive 128;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ["-e", "stderr", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}`, nginx, "nginx");
  return nginx;
}
