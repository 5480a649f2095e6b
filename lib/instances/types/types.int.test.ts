import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteType, PATCH as patchType } from "@/app/instances-api/types/[id]/route";
import { GET as listTypes, POST as createType } from "@/app/instances-api/types/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";

const REQUIRED = "Este campo es obligatorio";

let world: Awaited<ReturnType<typeof instancesWorld>>;
let secretary: TestUser;

beforeAll(async () => {
  world = await instancesWorld();
  secretary = await makeUser("ROLE_SECR");
});

describe("instance types", () => {
  it("an admin creates, renames and lists them; names are unique, case aside", async () => {
    const name = `Convalidaciones ${uniq()}`;
    const created = await call("POST", createType, { as: world.admin, json: { name } });
    expect(created).toMatchObject({ status: 201, data: { id: expect.any(Number), name } });
    const dup = await call("POST", createType, { as: world.admin, json: { name: name.toUpperCase() } });
    expect(dup).toMatchObject({ status: 409, data: { message: "Ya existe un tipo de instancia con ese nombre" } });
    const renamed = await call("PATCH", patchType, {
      as: world.admin,
      params: { id: String(created.data.id) },
      json: { name: `${name} bis` },
    });
    expect(renamed.data).toMatchObject({ name: `${name} bis` });
    for (const as of [world.admin, secretary])
      expect((await call("GET", listTypes, { as })).data).toContainEqual({ id: created.data.id, name: `${name} bis` });
    expect((await call("POST", createType, { as: world.admin, json: { name: "  " } })).data.message).toBe(REQUIRED);
    expect(
      (await call("PATCH", patchType, { as: world.admin, params: { id: "99999999" }, json: { name: "x" } })).status,
    ).toBe(404);
  });

  it("a type used by templates cannot be deleted (409); an unused one can", async () => {
    await world.template();
    const used = await call("DELETE", deleteType, { as: world.admin, params: { id: String(world.type.id) } });
    expect(used).toMatchObject({
      status: 409,
      data: { message: "No se puede eliminar el tipo de instancia porque hay plantillas que lo usan" },
    });
    const free = (await call("POST", createType, { as: world.admin, json: { name: `Libre ${uniq()}` } })).data.id;
    expect((await call("DELETE", deleteType, { as: world.admin, params: { id: String(free) } })).status).toBe(200);
    expect((await call("DELETE", deleteType, { as: world.admin, params: { id: String(free) } })).status).toBe(404);
  });
});
