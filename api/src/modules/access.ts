import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { DEMO_CUSTOMER_ID } from '@qafila/contracts';
import type { Context } from 'koa';
import { type Organization, type Shipment, User } from '../db/entities/index.ts';
import { NotFoundError } from '../domain/errors.ts';

/**
 * Who is calling: a signed-in user, or a visitor of the demo workspace (PRODUCT.md §1). Every read of
 * business data goes through the scopes below, so a rule holds for every route and for the assistant.
 */
export type Caller = { kind: 'visitor' } | { kind: 'user'; user: User };

/**
 * A caller of the few routes open to organization API keys (issue 17): besides a user or a visitor, a key, which
 * acts as its organization with the reach of a member of its staff and no more.
 */
export type ScopedCaller = Caller | { kind: 'organization'; organization: Organization };

export function callerOf(ctx: Context): Caller {
  return ctx.state.auth ? { kind: 'user', user: ctx.state.auth.user } : { kind: 'visitor' };
}

/** The customer id a caller acts as in the support dashboard: their own, or the demo customer for visitors. */
export function actingCustomerId(caller: Caller): number {
  return caller.kind === 'visitor' ? DEMO_CUSTOMER_ID : caller.user.id;
}

/** May the caller read this user's records? Visitors: the demo customer; customers: themselves; staff:
 * their organization's users; super admin: everyone. */
export function canReadUser(caller: Caller, target: User): boolean {
  if (caller.kind === 'visitor') return target.id === DEMO_CUSTOMER_ID && target.role === 'customer';
  const me = caller.user;
  switch (me.role) {
    case 'super_admin':
      return true;
    case 'customer':
      return me.id === target.id;
    default:
      return me.organization.id === target.organization.id;
  }
}

/** The user by id when the caller may read them; otherwise 404, so existence does not leak. */
export async function findReadableUser(em: EntityManager, caller: Caller, id: number): Promise<User> {
  const user = await em.findOne(User, { id }, { populate: ['organization'] });
  if (!user || !canReadUser(caller, user)) throw new NotFoundError('User not found');
  return user;
}

/** The shipments a caller may see at all. */
export function shipmentScope(caller: ScopedCaller): FilterQuery<Shipment> {
  if (caller.kind === 'visitor') return { customer: DEMO_CUSTOMER_ID };
  if (caller.kind === 'organization') return { organization: caller.organization.id };
  const me = caller.user;
  if (me.role === 'super_admin') return {};
  if (me.role === 'customer') return { customer: me.id };
  return { organization: me.organization.id };
}
