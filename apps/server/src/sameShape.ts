/** `true` when each type is assignable to the other: two declarations of one wire shape agree. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
