import type { FastifyInstance } from 'fastify'
import { bookingCalls } from '../../src/shared/contract/booking'
import { checkoutCalls } from '../../src/shared/contract/checkout'
import { bookingsOf } from '../bookings/bookings'
import type { Database } from '../db/client'
import { route } from '../lib/route'
import { ordersOf } from '../payments/order-history'

/** GET /my/orders and /my/bookings: the signed-in account's paid orders and in-house bookings. */
export function accountRoutes(app: FastifyInstance, db: Database): void {
  route(app, checkoutCalls.myOrders, async ({ user }) => ({ data: await ordersOf(db, user.id) }))

  route(app, bookingCalls.myBookings, async ({ user }) => ({ data: await bookingsOf(db, user.id) }))
}
