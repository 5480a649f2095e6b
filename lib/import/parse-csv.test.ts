import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv";

const columns = ["a", "b"];

describe("parseCsv", () => {
  it("numbers records by the line they start on, counting quoted line breaks and blank lines", () => {
    for (const eol of ["\n", "\r\n"]) {
      const text = ["a,b", "1,2", "", `"x${eol}y",3`, "4,5"].join(eol) + eol;
      const { records, errors } = parseCsv(text, columns);
      expect(errors).toEqual([]);
      expect(records.map((r) => r.line)).toEqual([2, 4, 6]);
      expect(records[1]!.cells).toEqual({ a: `x${eol}y`, b: "3" });
    }
  });

  it("strips a byte order mark", () => {
    expect(parseCsv("\uFEFFa,b\n1,2\n", columns).records).toEqual([{ line: 2, cells: { a: "1", b: "2" } }]);
  });

  it("refuses a header that is not exactly the expected one", () => {
    for (const header of ["b,a", "a,b,c", "a", "A,b"]) {
      expect(parseCsv(`${header}\n1,2\n`, columns)).toEqual({
        records: [],
        errors: [{ line: 1, reason: `cabecera incorrecta; se esperaba "a,b" y se ha encontrado "${header}"` }],
      });
    }
    expect(parseCsv("", columns).errors[0]!.reason).toMatch(/vacío/);
  });

  it("reports rows with the wrong number of columns and keeps the rest", () => {
    const { records, errors } = parseCsv('a,b\n1\n"2\n",3\n4,5,6\n', columns);
    expect(records).toEqual([{ line: 3, cells: { a: "2\n", b: "3" } }]);
    expect(errors).toEqual([
      { line: 2, reason: "se esperaban 2 columnas y hay 1" },
      { line: 5, reason: "se esperaban 2 columnas y hay 3" },
    ]);
  });

  it("reports a CSV syntax error with its line", () => {
    expect(parseCsv('a,b\n1,2"x\n', columns).errors).toEqual([{ line: 2, reason: expect.stringMatching(/comillas/) }]);
    expect(parseCsv('a,b\n1,"2\n', columns).errors[0]!.reason).toBe("hay unas comillas sin cerrar");
  });
});
