const CHUNK = 64 * 1024;

/** A body of `size` bytes handed out in 64 KB chunks as the server pulls them, counting how many it pulled. */
export function countedBody(size: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(CHUNK, size - pulled.bytes)).fill(0x41);
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

/** A request whose body is `countedBody(size)`, with Content-Length declared when `declared` is given. */
export function streamedRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; size: number; declared?: number },
) {
  const { stream, pulled } = countedBody(init.size);
  const headers = new Headers(init.headers);
  if (init.declared !== undefined) headers.set("content-length", String(init.declared));
  const req = new Request(url, { method: init.method, headers, body: stream, duplex: "half" } as RequestInit);
  return { req, pulled };
}
