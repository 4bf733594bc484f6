import { ROLES } from '@tc/contract/roles';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AuthGuard } from '../features/auth/auth-guard';
import { RoleGuard } from '../features/auth/role-guard';
import { PublicLayout } from '../layouts/public-layout';
import { lazyPage } from './lazy-page';

const ADMIN_ONLY = [ROLES.ADMIN];
const MEMBERS = [ROLES.ADMIN, ROLES.COACH, ROLES.CLIENT];

/** Public routes of spec section 2; each has the public header and footer. */
const publicRoutes: RouteObject[] = [
  { path: '/', element: lazyPage(() => import('../features/public-site/home-screen')) },
  { path: '/aboutus', element: lazyPage(() => import('../features/public-site/about-screen')) },
  { path: '/contactus', element: lazyPage(() => import('../features/public-site/contact-screen')) },
  { path: '/services', element: lazyPage(() => import('../features/services/services-screen')) },
  { path: '/resources', element: lazyPage(() => import('../features/form-files/resources-screen')) },
  { path: '/apply', element: lazyPage(() => import('../features/public-site/apply-screen')) },
  { path: '/cookiepolicy', element: lazyPage(() => import('../features/public-site/cookie-policy-screen')) },
  { path: '/gallery', element: lazyPage(() => import('../features/public-site/gallery-screen')) },
  { path: '/privacypolicy', element: lazyPage(() => import('../features/public-site/privacy-policy-screen')) },
  { path: '/terms', element: lazyPage(() => import('../features/public-site/terms-screen')) },
  { path: '/testimonials', element: lazyPage(() => import('../features/public-site/testimonials-screen')) },
  { path: '/benefit', element: lazyPage(() => import('../features/public-site/benefit-screen')) },
  { path: '/news', element: lazyPage(() => import('../features/news/news-screen')) },
  { path: '/newsplanblog/:id', element: lazyPage(() => import('../features/news/news-post-screen')) },
  { path: '/features', element: lazyPage(() => import('../features/public-site/features-screen')) },
  { path: '/resource/:id', element: lazyPage(() => import('../features/form-files/resource-detail-screen')) },
  { path: '/all-resources', element: lazyPage(() => import('../features/form-files/all-resources-screen')) },
  { path: '/login', element: lazyPage(() => import('../features/auth/login-screen')) },
];

/** Private routes: open to any signed-in user except where a RoleGuard says otherwise (spec section 6). */
const privateRoutes: RouteObject[] = [
  { path: '/dashboard', element: <Navigate to="/clientlisting" replace /> },
  { path: '/clientlisting', element: lazyPage(() => import('./client-listing-page')) },
  { path: '/client-report/:client_id', element: lazyPage(() => import('../features/client-report/client-report-screen')) },
  { path: '/regionlisting', element: lazyPage(() => import('./region-listing-page')) },
  { path: '/report', element: lazyPage(() => import('../features/client-report/all-clients-report-screen')) },
  { path: '/report-coach/:coach_id', element: lazyPage(() => import('../features/coach-report/coach-report-screen')) },
  { path: '/report-coach', element: lazyPage(() => import('../features/coach-report/coach-report-screen')) },
  { path: '/coach-plans', element: lazyPage(() => import('../features/action-plans/coach-plans-screen')) },
  { path: '/action-plans/:clientId', element: lazyPage(() => import('../features/action-plans/action-plans-screen')) },
  { path: '/timediary/:id', element: lazyPage(() => import('../features/action-journals/time-diary-screen')) },
  {
    element: <RoleGuard deny={[ROLES.CLIENT]} />,
    children: [{ path: '/coachlisting', element: lazyPage(() => import('./coach-listing-page')) }],
  },
  {
    element: <RoleGuard allow={ADMIN_ONLY} />,
    children: [
      { path: '/landingImg', element: lazyPage(() => import('../features/landing-images/landing-images-admin-screen')) },
      { path: '/servicescard', element: lazyPage(() => import('../features/landing-cards/service-cards-admin-screen')) },
      { path: '/contentchange', element: lazyPage(() => import('../features/landing-content/content-change-screen')) },
      { path: '/servicescontent', element: lazyPage(() => import('../features/services-content/services-content-admin-screen')) },
      { path: '/referralcontent', element: lazyPage(() => import('../features/referral-content/referral-content-admin-screen')) },
      { path: '/forms', element: lazyPage(() => import('../features/form-files/forms-admin-screen')) },
    ],
  },
  {
    element: <RoleGuard allow={MEMBERS} />,
    children: [
      { path: '/resource', element: lazyPage(() => import('../features/form-files/member-resources-screen')) },
      { path: '/view/:resource', element: lazyPage(() => import('../features/form-files/view-resource-screen')) },
    ],
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
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
