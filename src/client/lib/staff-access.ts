import type { Permission } from '#shared/staff-roles';
import { useSession } from './session.ts';

// Only the admin area imports this (docs/decisions/0067): the storefront never carries roles.

/** Whether the signed-in staff account's role has one of these permissions (docs/product-rules.md 49). */
export function useMay(): (...anyOf: readonly Permission[]) => boolean {
  const permissions = useSession().data?.permissions ?? [];
  return (...anyOf) => anyOf.some((p) => permissions.includes(p));
}
