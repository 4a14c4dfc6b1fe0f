// Prisma's `contains` (and a hand-written LIKE) read % and _ as wildcards and \ as the escape:
// unescaped, a search for "50%" or "_" matched every row. These take what the user typed literally.

/** `text` with LIKE's special characters escaped, for Prisma's contains / startsWith. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere in a column. */
export const likeContaining = (text: string) => `%${likeLiteral(text)}%`;
