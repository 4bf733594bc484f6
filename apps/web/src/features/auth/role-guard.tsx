import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { selectAuth } from './auth-slice';
import { RoleRefused } from './role-refused';

interface Props {
  /** Categories that may enter; when absent, everyone not denied may. */
  allow?: readonly number[];
  /** Categories refused. */
  deny?: readonly number[];
}

export function isRoleAllowed(categoryId: number, { allow, deny }: Props): boolean {
  if (deny?.includes(categoryId)) return false;
  return allow ? allow.includes(categoryId) : true;
}

/** Role check of product specification section 6; sits inside AuthGuard, so the user is known. */
export function RoleGuard(props: Props) {
  const { user } = useSelector(selectAuth);
  if (!user) return null;
  if (!isRoleAllowed(user.category_id, props)) return <RoleRefused categoryId={user.category_id} />;
  return <Outlet />;
}
