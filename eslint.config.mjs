import "./tools/lint-typescript/use.cjs";
import next from "eslint-config-next";
export default [...next];
