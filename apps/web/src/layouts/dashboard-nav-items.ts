import { ROLES } from '@tc/contract/roles';

export interface DashboardNavItem {
  label: string;
  to: string;
}

export interface DashboardNavSection {
  title: string;
  items: DashboardNavItem[];
}

/**
 * Navigation by role (spec section 6): category 2 sees everything including the
 * content administration; category 3 its clients, coaches and own report;
 * category 4 its own business, plans and report, never the coach listing.
 */
export function dashboardNavFor(user: { id: number; category_id: number }): DashboardNavSection[] {
  const resources: DashboardNavItem = { label: 'Resources', to: '/resource' };
  if (user.category_id === ROLES.ADMIN) {
    return [
      {
        title: 'Coaching',
        items: [
          { label: 'Clients', to: '/clientlisting' },
          { label: 'Coaches', to: '/coachlisting' },
          { label: 'Regions', to: '/regionlisting' },
          { label: 'Coach plans', to: '/coach-plans' },
          { label: 'Reports', to: '/report' },
          { label: 'Coach reports', to: '/report-coach' },
          resources,
        ],
      },
      {
        title: 'Website',
        items: [
          { label: 'Landing images', to: '/landingImg' },
          { label: 'Service cards', to: '/servicescard' },
          { label: 'Site content', to: '/contentchange' },
          { label: 'Services content', to: '/servicescontent' },
          { label: 'Referral content', to: '/referralcontent' },
          { label: 'Forms', to: '/forms' },
        ],
      },
    ];
  }
  if (user.category_id === ROLES.COACH) {
    return [
      {
        title: 'Coaching',
        items: [
          { label: 'Clients', to: '/clientlisting' },
          { label: 'Coaches', to: '/coachlisting' },
          { label: 'Regions', to: '/regionlisting' },
          { label: 'Coach plans', to: '/coach-plans' },
          { label: 'My coach report', to: `/report-coach/${user.id}` },
          resources,
        ],
      },
    ];
  }
  return [
    {
      title: 'My business',
      items: [
        { label: 'Overview', to: '/clientlisting' },
        { label: 'My action plans', to: `/action-plans/${user.id}` },
        { label: 'My report', to: `/client-report/${user.id}` },
        { label: 'Regions', to: '/regionlisting' },
        resources,
      ],
    },
  ];
}
