import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderLines, orders } from '../db/schema'
import { orderResponse } from './orders'

/** The account's paid orders, newest first, with their lines, as the dashboard lists them. */
export async function ordersOf(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.id))
  const linesByOrder = new Map<number, typeof lines>()
  for (const line of lines) {
    const ofOrder = linesByOrder.get(line.orderId)
    if (ofOrder) ofOrder.push(line)
    else linesByOrder.set(line.orderId, [line])
  }
  return rows.map((order) => orderResponse({ order, lines: linesByOrder.get(order.id) ?? [] }))
}
