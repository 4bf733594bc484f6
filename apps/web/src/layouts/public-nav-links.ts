import { paths } from '@/app/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header menu of the public site. */
export const headerLinks: NavLinkItem[] = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'Services', to: paths.services },
  { label: 'How you benefit', to: paths.benefit },
  { label: 'Features', to: paths.features },
  { label: 'News', to: paths.news },
  { label: 'Resources', to: paths.resources },
  { label: 'Contact', to: paths.contactUs },
];

/** Footer links of product specification section 1. */
export const footerExploreLinks: NavLinkItem[] = [
  { label: 'Services', to: paths.services },
  { label: 'Testimonials', to: paths.testimonials },
  { label: 'Gallery', to: paths.gallery },
  { label: 'How You Benefit', to: paths.benefit },
  { label: 'Apply', to: paths.apply },
];

export const footerLegalLinks: NavLinkItem[] = [
  { label: 'Cookie Policy', to: paths.cookiePolicy },
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
];
