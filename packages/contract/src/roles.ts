/** Role ids are the spec's `category_id` values; no other value is accepted. */
export const ROLES = {
  ADMIN: 2,
  COACH: 3,
  CLIENT: 4,
} as const;

export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_IDS: readonly RoleId[] = [ROLES.ADMIN, ROLES.COACH, ROLES.CLIENT];

export const ROLE_NAMES: Record<RoleId, string> = {
  2: 'Administrator',
  3: 'Coach',
  4: 'Client',
};
