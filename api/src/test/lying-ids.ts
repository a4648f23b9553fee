/** What a coercion would read as id 1, yet none of them is a JSON integer: every body id refuses them. */
export const LYING_IDS: readonly unknown[] = [true, [1], '1', ' 1 ', 1.5, '1e0', '0x1', {}, null];
