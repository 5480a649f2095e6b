import type { Role } from "@/db/enums/roles";

/** What every row of a module's transitions table says: the states an action is taken from, and by whom. */
export interface TransitionRule {
  from: readonly string[];
  roles: readonly Role[];
}

/** Does `rule` let `role` act on a row in `state`? The one guard behind every module's `canTransition`. */
export function allows(rule: TransitionRule, state: string, role: Role): boolean {
  return rule.from.includes(state) && rule.roles.includes(role);
}

/** The actions of `table` that `role` may take on a row in `state`, in the table's order: the buttons a screen shows. */
export function allowedIn<A extends string>(
  table: { readonly [K in A]: TransitionRule },
  state: string,
  role: Role,
): A[] {
  return (Object.keys(table) as A[]).filter((action) => allows(table[action], state, role));
}
