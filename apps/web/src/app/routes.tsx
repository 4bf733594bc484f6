import { ROLES } from '@tc/contract/roles';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AuthGuard } from '@/features/auth/auth-guard';
import { RoleGuard } from '@/features/auth/role-guard';
import { formFilesLoad, formFileLoad } from '@/features/form-files/use-form-files';
import { galleryLoad } from '@/features/gallery/gallery-thunks';
import { landingCardsLoad } from '@/features/landing-cards/landing-cards-slice';
import { landingContentLoad } from '@/features/landing-content/use-landing-content';
import { landingImageLoad } from '@/features/landing-images/landing-images-slice';
import { blogLoad } from '@/features/news/blog-thunks';
import { newsLoad } from '@/features/news/news-slice';
import { postLoad } from '@/features/news/post-lookup';
import { privacyPolicyLoad } from '@/features/public-site/privacy-policy-load';
import { referralContentLoad } from '@/features/referral-content/referral-content-slice';
import { servicesLoad } from '@/features/services/use-services';
import { servicesContentLoad } from '@/features/services-content/use-services-content';
import { testimonialsLoad } from '@/features/testimonials/testimonials-thunks';
import { PublicLayout } from '@/layouts/public-layout';
import { pageLoader, samePathKeepsData } from '@/lib/page-load';
import { parseRouteId } from '@/lib/route-id';
import { lazyPage } from './lazy-page';
import { paths, patterns } from './paths';

const ADMIN_ONLY = [ROLES.ADMIN];
const MEMBERS = [ROLES.ADMIN, ROLES.COACH, ROLES.CLIENT];

/** What a public route says of itself to the server renderer (entry-server.tsx). */
export interface PublicRouteHandle {
  /** The page is a form: its code starts as soon as the visitor shows up, not at their first interaction (boot.ts). */
  form?: boolean;
}
const FORM_PAGE: PublicRouteHandle = { form: true };

/**
 * A public route's loader: the data its page shows, loaded into the store of the page (on the server before it
 * renders, in the browser as the visitor navigates to it; docs/architecture.md#public-site-speed).
 */
const loads = (...wanted: Parameters<typeof pageLoader>) => ({ loader: pageLoader(...wanted), shouldRevalidate: samePathKeepsData });
const HOME = loads(landingContentLoad, landingImageLoad('landing'), landingCardsLoad, servicesLoad, testimonialsLoad);
const LANDING = loads(landingContentLoad);
const SERVICES = loads(servicesContentLoad, landingImageLoad('service'), servicesLoad);
const RESOURCES = loads(formFilesLoad);
const RESOURCE = loads(({ id }) => formFileLoad(parseRouteId(id)));
const APPLY = loads(referralContentLoad);
const GALLERY = loads(galleryLoad);
const TESTIMONIALS = loads(testimonialsLoad);
const NEWS = loads(newsLoad, blogLoad);
const POST = loads(({ id }) => postLoad(parseRouteId(id)));
const PRIVACY = loads(privacyPolicyLoad);

/**
 * Public routes of product specification section 2; each has the public header and footer, and is rendered on the
 * server (entry-server.tsx) from what its loader loaded. (tools/first-load-js.mjs reads `path, handle, element` here.)
 */
export const publicRoutes: RouteObject[] = [
  { path: patterns.home, element: lazyPage(() => import('./home-page')), ...HOME },
  { path: patterns.aboutUs, element: lazyPage(() => import('@/features/landing-content/about-page')), ...LANDING },
  { path: patterns.contactUs, element: lazyPage(() => import('@/features/public-site/contact-page')) },
  { path: patterns.services, element: lazyPage(() => import('./services-page')), ...SERVICES },
  { path: patterns.resources, element: lazyPage(() => import('@/features/form-files/resources-page')), ...RESOURCES },
  { path: patterns.apply, handle: FORM_PAGE, element: lazyPage(() => import('./apply-page')), ...APPLY },
  { path: patterns.cookiePolicy, element: lazyPage(() => import('@/features/public-site/cookie-policy-page')) },
  { path: patterns.gallery, element: lazyPage(() => import('@/features/gallery/gallery-page')), ...GALLERY },
  { path: patterns.privacyPolicy, element: lazyPage(() => import('@/features/public-site/privacy-policy-page')), ...PRIVACY },
  { path: patterns.terms, element: lazyPage(() => import('@/features/public-site/terms-page')) },
  { path: patterns.testimonials, element: lazyPage(() => import('@/features/testimonials/testimonials-page')), ...TESTIMONIALS },
  { path: patterns.benefit, element: lazyPage(() => import('@/features/landing-content/benefit-page')), ...LANDING },
  { path: patterns.news, element: lazyPage(() => import('@/features/news/news-page')), ...NEWS },
  { path: patterns.newsPost, element: lazyPage(() => import('@/features/news/news-post-page')), ...POST },
  { path: patterns.features, element: lazyPage(() => import('@/features/landing-content/features-page')), ...LANDING },
  { path: patterns.resourceDetail, element: lazyPage(() => import('@/features/form-files/resource-detail-page')), ...RESOURCE },
  { path: patterns.allResources, element: lazyPage(() => import('@/features/form-files/all-resources-page')), ...RESOURCES },
  { path: patterns.login, handle: FORM_PAGE, element: lazyPage(() => import('@/features/auth/login-page')) },
  { path: patterns.setPassword, handle: FORM_PAGE, element: lazyPage(() => import('@/features/auth/set-password-page')) },
  { path: patterns.unsubscribe, element: lazyPage(() => import('@/features/notifications/unsubscribe-page')) },
];

/** Private routes: open to any signed-in user except where a RoleGuard says otherwise (product specification section 6). */
const privateRoutes: RouteObject[] = [
  { path: patterns.dashboard, element: lazyPage(() => import('./dashboard-page')) },
  { path: patterns.account, element: lazyPage(() => import('./account-page')) },
  { path: patterns.clientListing, element: lazyPage(() => import('./client-listing-page')) },
  { path: patterns.clientProfile, element: lazyPage(() => import('./client-profile-page')) },
  { path: patterns.clientReport, element: lazyPage(() => import('./client-report-page')) },
  { path: patterns.regionListing, element: lazyPage(() => import('./region-listing-page')) },
  { path: patterns.report, element: lazyPage(() => import('./report-page')) },
  { path: patterns.coachReport, element: lazyPage(() => import('@/features/coach-report/coach-report-page')) },
  { path: patterns.coachReports, element: lazyPage(() => import('@/features/coach-report/coach-report-page')) },
  { path: patterns.coachPlans, element: lazyPage(() => import('@/features/action-plans/coach-plans-page')) },
  { path: patterns.actionPlans, element: lazyPage(() => import('./action-plans-page')) },
  { path: patterns.timeDiary, element: lazyPage(() => import('@/features/action-journals/time-diary-page')) },
  { path: patterns.messages, element: lazyPage(() => import('@/features/messages/messages-page')) },
  { path: patterns.conversation, element: lazyPage(() => import('@/features/messages/conversation-page')) },
  {
    element: <RoleGuard deny={[ROLES.CLIENT]} />,
    children: [
      { path: patterns.coachListing, element: lazyPage(() => import('./coach-listing-page')) },
      { path: patterns.calendar, element: lazyPage(() => import('@/features/sessions/calendar-page')) },
    ],
  },
  {
    element: <RoleGuard allow={ADMIN_ONLY} />,
    children: [
      { path: patterns.landingImages, element: lazyPage(() => import('@/features/landing-images/landing-images-admin-page')) },
      { path: patterns.serviceCards, element: lazyPage(() => import('./service-cards-page')) },
      { path: patterns.contentChange, element: lazyPage(() => import('./content-change-page')) },
      { path: patterns.sitePages, element: lazyPage(() => import('@/features/site-pages/site-pages-page')) },
      { path: patterns.sitePage, element: lazyPage(() => import('@/features/site-pages/site-page-page')) },
      { path: patterns.servicesContent, element: lazyPage(() => import('@/features/services-content/services-content-admin-page')) },
      { path: patterns.referralContent, element: lazyPage(() => import('@/features/referral-content/referral-content-admin-page')) },
      { path: patterns.forms, element: lazyPage(() => import('@/features/form-files/forms-admin-page')) },
      { path: patterns.auditTrail, element: lazyPage(() => import('@/features/audit/audit-trail-page')) },
      { path: patterns.applications, element: lazyPage(() => import('@/features/applications/applications-page')) },
      { path: patterns.outgoingMail, element: lazyPage(() => import('@/features/mail/outgoing-mail-page')) },
      { path: patterns.mediaLibrary, element: lazyPage(() => import('@/features/media-library/media-library-page')) },
      { path: patterns.securitySettings, element: lazyPage(() => import('./settings-page')) },
      { path: patterns.importPeople, element: lazyPage(() => import('@/features/imports/import-page')) },
    ],
  },
  {
    element: <RoleGuard allow={MEMBERS} />,
    children: [
      { path: patterns.memberResources, element: lazyPage(() => import('@/features/form-files/member-resources-page')) },
      { path: patterns.viewResource, element: lazyPage(() => import('@/features/form-files/view-resource-page')) },
    ],
  },
  {
    element: <RoleGuard allow={[ROLES.ADMIN, ROLES.COACH]} />,
    children: [{ path: patterns.availability, element: lazyPage(() => import('@/features/availability/my-hours-page')) }],
  },
  {
    element: <RoleGuard allow={[ROLES.COACH]} />,
    children: [{ path: patterns.offlineChanges, element: lazyPage(() => import('@/offline/offline-changes-page')) }],
  },
  {
    element: <RoleGuard allow={[ROLES.CLIENT]} />,
    children: [{ path: patterns.mySessions, element: lazyPage(() => import('@/features/my-sessions/my-sessions-page')) }],
  },
];

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        element: <AuthGuard />,
        children: [{ element: lazyPage(() => import('./dashboard-shell')), children: privateRoutes }],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
