export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header menu of the public site. */
export const headerLinks: NavLinkItem[] = [
  { label: 'About us', to: '/aboutus' },
  { label: 'Services', to: '/services' },
  { label: 'How you benefit', to: '/benefit' },
  { label: 'Features', to: '/features' },
  { label: 'News', to: '/news' },
  { label: 'Resources', to: '/resources' },
  { label: 'Contact', to: '/contactus' },
];

/** Footer links of spec section 1. */
export const footerExploreLinks: NavLinkItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'How You Benefit', to: '/benefit' },
  { label: 'Apply', to: '/apply' },
];

export const footerLegalLinks: NavLinkItem[] = [
  { label: 'Cookie Policy', to: '/cookiepolicy' },
  { label: 'Terms and Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacypolicy' },
];
