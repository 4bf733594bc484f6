import type { User } from '@tc/contract/users';

/** "Active", "Inactive" (cannot sign in) or "Archived" (deleted; administrators still see them). */
export function statusText(client: Pick<User, 'status' | 'archivedAt'>): string {
  if (client.archivedAt) return 'Archived';
  return client.status === 'active' ? 'Active' : 'Inactive';
}
