import { describe, expect, it } from "vitest";
import { downloadResponse } from "@/lib/files/download";
import { csvDownload, csvRow } from "./csv-export";

describe("csvRow", () => {
  it.each<[unknown[], string]>([
    [["a", "b", 1], "a,b,1"],
    [["con, coma", 'con "comillas"', "línea\nnueva"], '"con, coma","con ""comillas""","línea\nnueva"'],
    [[null, undefined, ""], ",,"],
    [[true, false], "Sí,No"],
    [[new Date("2026-07-01T10:05:00Z")], "01/07/2026 12:05"],
    [[{ a: 1 }], '"{""a"":1}"'],
    [[-5, 2.5, 10n], "-5,2.5,10"],
  ])("writes case %# as an RFC 4180 record", (values, expected) => {
    expect(csvRow(values, "es")).toBe(`${expected}\r\n`);
  });

  it.each([
    ["en", "Yes,No"],
    ["gl", "Si,Non"],
    ["eu", "Bai,Ez"],
  ] as const)("writes yes and no in the asker's language (%s)", (locale, expected) => {
    expect(csvRow([true, false], locale)).toBe(`${expected}\r\n`);
  });

  it("writes a date in the asker's order: year first in Basque", () => {
    expect(csvRow([new Date("2026-07-01T10:05:00Z")], "eu")).toBe("2026/07/01 12:05\r\n");
  });

  it.each(["=SUM(A1:A2)", "+34 600", "-1+1", "@cmd", "\tx", "\rx"])("neutralizes the formula %j", (cell) => {
    const line = csvRow([cell], "es");
    expect(line.replace(/^"/, "").startsWith("'")).toBe(true);
  });

  // Spanish-locale Excel splits on `;`: a formula right after a separator inside a cell would run too.
  it.each<[unknown, string]>([
    ["Ana;=HYPERLINK(1)", "Ana;'=HYPERLINK(1)"],
    ["García;+34 600", "García;'+34 600"],
    ["x;-1+1", "x;'-1+1"],
    ["x;@cmd", "x;'@cmd"],
    ["x;\tb", "x;'\tb"],
    ["x,=1", `"x,'=1"`],
    ["=1;=2,@3", `"'=1;'=2,'@3"`],
    [{ nombre: "a;=1" }, `"{""nombre"":""a;'=1""}"`],
    ["a; =1 y 3-2", "a; =1 y 3-2"],
  ])("neutralizes a formula after an inner separator in %j", (cell, expected) => {
    expect(csvRow([cell], "es")).toBe(`${expected}\r\n`);
  });

  it("quotes a neutralized cell that also needs quotes", () => {
    expect(csvRow(['=HYPERLINK("x")'], "es")).toBe(`"'=HYPERLINK(""x"")"\r\n`);
    expect(csvRow(["\rx"], "es")).toBe(`"'\rx"\r\n`);
  });
});

/** The response `endpoint()` answers for the CSV download of a Spanish speaker. */
const csvResponse = async (name: string, header: string[], rows: Parameters<typeof csvDownload>[2]) =>
  downloadResponse(await csvDownload(name, header, rows, "es"));

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe("csvDownload", () => {
  it("streams a BOM, the header and the rows with CSV headers", async () => {
    const response = await csvResponse(
      "notas.csv",
      ["Nombre", "Nota"],
      [
        ["Ana", 9],
        ["Íñigo", 7.5],
      ],
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain('attachment; filename="notas.csv"');

    const bytes = await bytesOf(response);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Nombre,Nota\r\nAna,9\r\nÍñigo,7.5\r\n");
  });

  it("reads rows from an async iterable, across several chunks", async () => {
    async function* rows() {
      for (let i = 0; i < 250; i++) yield [i];
    }
    const text = new TextDecoder().decode((await bytesOf(await csvResponse("x.csv", ["n"], rows()))).slice(3));
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(251);
    expect(lines.at(-1)).toBe("249");
  });

  it("writes only the header when there are no rows", async () => {
    const text = new TextDecoder().decode((await bytesOf(await csvResponse("x.csv", ["a", "b"], []))).slice(3));
    expect(text).toBe("a,b\r\n");
  });

  it("sends non-ASCII filenames safely", async () => {
    const disposition = (await csvResponse('exámenes "2026".csv', ["a"], [])).headers.get("Content-Disposition");
    expect(disposition).toBe(`attachment; filename="examenes 2026.csv"; filename*=UTF-8''ex%C3%A1menes%202026.csv`);
  });

  it("answers with the source's error when its first row fails, before any byte is sent", async () => {
    async function* rows(): AsyncGenerator<unknown[]> {
      throw new Error("la consulta falló");
    }
    await expect(csvResponse("x.csv", ["n"], rows())).rejects.toThrow("la consulta falló");
  });

  it("stops the source when the client cancels", async () => {
    let finished = false;
    async function* rows() {
      try {
        for (let i = 0; ; i++) yield [i];
      } finally {
        finished = true;
      }
    }
    const reader = (await csvResponse("x.csv", ["n"], rows())).body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
