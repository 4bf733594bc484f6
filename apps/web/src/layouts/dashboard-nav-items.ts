import { ROLES } from '@tc/contract/roles';
import { paths } from '@/app/paths';

export interface DashboardNavItem {
  label: string;
  to: string;
}

export interface DashboardNavSection {
  title: string;
  items: DashboardNavItem[];
}

/**
 * Navigation by role (product specification section 6), each starting with the role's dashboard: category 2 sees everything including the
 * content administration and every report; category 3 its clients, coaches and
 * own coach report (/report-coach); category 4 its own business, plans and
 * client report, never the coach listing.
 */
function roleSections(user: { id: number; category_id: number }): DashboardNavSection[] {
  const resources: DashboardNavItem = { label: 'Resources', to: paths.memberResources };
  // Each role's home (docs/architecture.md#the-web-app), first in the navigation.
  const dashboard: DashboardNavItem = { label: 'Dashboard', to: paths.dashboard };
  // A client's conversation with their coaches, or the staff's conversations (docs/decisions/026-messages.md).
  const messages: DashboardNavItem = { label: 'Messages', to: paths.messages };
  if (user.category_id === ROLES.ADMIN) {
    return [
      {
        title: 'Coaching',
        items: [
          dashboard,
          messages,
          { label: 'Calendar', to: paths.calendar },
          { label: 'Clients', to: paths.clientListing },
          { label: 'Coaches', to: paths.coachListing },
          { label: 'Regions', to: paths.regionListing },
          { label: 'Coach plans', to: paths.coachPlans },
          { label: 'Coach hours', to: paths.availability },
          { label: 'Report', to: paths.report },
          { label: 'Coach reports', to: paths.coachReports },
          resources,
        ],
      },
      {
        title: 'Website',
        items: [
          { label: 'Site pages', to: paths.sitePages },
          { label: 'Landing images', to: paths.landingImages },
          { label: 'Services and cards', to: paths.serviceCards },
          { label: 'Site content', to: paths.contentChange },
          { label: 'Services content', to: paths.servicesContent },
          { label: 'Referral content', to: paths.referralContent },
          { label: 'Forms', to: paths.forms },
          { label: 'Media library', to: paths.mediaLibrary },
        ],
      },
      {
        title: 'Administration',
        items: [
          { label: 'Applications', to: paths.applications },
          { label: 'Import people', to: paths.importPeople },
          { label: 'Audit trail', to: paths.auditTrail },
          { label: 'Outgoing mail', to: paths.outgoingMail },
          { label: 'Security and sessions', to: paths.securitySettings },
        ],
      },
    ];
  }
  if (user.category_id === ROLES.COACH) {
    return [
      {
        title: 'Coaching',
        items: [
          dashboard,
          messages,
          { label: 'Calendar', to: paths.calendar },
          { label: 'Clients', to: paths.clientListing },
          { label: 'Coaches', to: paths.coachListing },
          { label: 'Regions', to: paths.regionListing },
          { label: 'Coach plans', to: paths.coachPlans },
          { label: 'My hours', to: paths.availability },
          { label: 'My report', to: paths.coachReports },
          // What waits on this device to be sent, with its count (docs/decisions/055-offline-work.md).
          { label: 'Changes on this device', to: paths.offlineChanges },
          resources,
        ],
      },
    ];
  }
  return [
    {
      title: 'My business',
      items: [
        dashboard,
        messages,
        { label: 'Overview', to: paths.clientListing },
        { label: 'My sessions', to: paths.mySessions },
        { label: 'My action plans', to: paths.actionPlans(user.id) },
        { label: 'My report', to: paths.clientReport(user.id) },
        { label: 'Regions', to: paths.regionListing },
        resources,
      ],
    },
  ];
}

/** Each role's sections, then everyone's own account (password, contact details) last. */
export function dashboardNavFor(user: { id: number; category_id: number }): DashboardNavSection[] {
  return [...roleSections(user), { title: 'You', items: [{ label: 'Account', to: paths.account }] }];
}
