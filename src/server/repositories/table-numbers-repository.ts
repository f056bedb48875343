import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type ContestantRow, contestants } from '../db/schema.ts';

/**
 * Gives the room's contestants tables 1 to N in their order (order_index),
 * replacing any tables they had, in one statement: the unique (room, table)
 * is checked once the statement ends (the constraint is DEFERRABLE), so
 * contestants may swap numbers. Answers them in their order.
 */
export async function numberTables(ex: Executor, roomId: string): Promise<ContestantRow[]> {
  const numbered = ex
    .select({
      id: contestants.id,
      tableNumber: sql<number>`row_number() over (order by ${contestants.orderIndex})`.as(
        'numbered_table',
      ),
    })
    .from(contestants)
    .where(eq(contestants.roomId, roomId))
    .as('numbered');
  const rows = await ex
    .update(contestants)
    .set({ tableNumber: sql`${numbered.tableNumber}` })
    .from(numbered)
    .where(and(eq(contestants.roomId, roomId), eq(contestants.id, numbered.id)))
    .returning();
  return rows.sort((a, b) => a.orderIndex - b.orderIndex);
}

/** What the public expo page shows of each contestant of a room, in the room's order. */
export async function listExpoProjects(ex: Executor, roomId: string) {
  return ex
    .select({
      id: contestants.id,
      name: contestants.name,
      blurb: contestants.blurb,
      tableNumber: contestants.tableNumber,
      orderIndex: contestants.orderIndex,
    })
    .from(contestants)
    .where(eq(contestants.roomId, roomId))
    .orderBy(asc(contestants.orderIndex));
}

/** The room's contestants that have a table: each one's name and table. */
export async function listTableHolders(
  ex: Executor,
  roomId: string,
): Promise<{ name: string; tableNumber: number }[]> {
  const rows = await ex
    .select({ name: contestants.name, tableNumber: contestants.tableNumber })
    .from(contestants)
    .where(and(eq(contestants.roomId, roomId), isNotNull(contestants.tableNumber)));
  return rows.flatMap(({ name, tableNumber }) =>
    tableNumber === null ? [] : [{ name, tableNumber }],
  );
}
