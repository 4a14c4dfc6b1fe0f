// Prisma's `contains` (and a hand-written LIKE) read % and _ as wildcards and \ as the escape:
// unescaped, a search for "50%" or "_" matched every row. These take what the user typed literally.

/** `text` with LIKE's special characters escaped, for Prisma's contains / startsWith. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere in a column. */
export const likeContaining = (text: string) => `%${likeLiteral(text)}%`;

/**
 * Prisma's case-insensitive equals for what a user typed. Prisma writes it as ILIKE without
 * escaping (prisma/orm#10810), so unit "A_1" clashed with "AB1" and a type named "%" with every
 * type: the text is escaped to compare literally.
 */
export const equalsIgnoringCase = (text: string) =>
  ({ equals: likeLiteral(text), mode: 'insensitive' }) as const;
