/**
 * The centre's identity as the server prints it (report PDFs). The defaults are
 * those of the web app (apps/web/src/settings.ts); CENTRE_NAME, CENTRE_ADDRESS,
 * CENTRE_PHONE and CENTRE_EMAIL override them, as VITE_CENTRE_* do in the browser.
 */
export interface Centre {
  name: string;
  /** One line: street, city, province and postal code. */
  address: string;
  phone: string;
  email: string;
}

export const CENTRE_DEFAULTS: Centre = {
  name: 'Chinook Childcare Business Centre',
  address: 'Suite 410, 10150 100 Street NW, Edmonton, AB T5J 0P6',
  phone: '780-555-0142',
  email: 'info@chinookchildcare.ca',
};
