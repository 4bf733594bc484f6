/**
 * The centre's public identity. Every screen reads it from here so that a centre
 * can rebrand with VITE_CENTRE_* variables at build time instead of editing components.
 */
import { CENTRE_NAME_DEFAULTS } from './centre-defaults';

const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

export const centre = {
  name: pick(env.VITE_CENTRE_NAME, CENTRE_NAME_DEFAULTS.name),
  shortName: pick(env.VITE_CENTRE_SHORT_NAME, CENTRE_NAME_DEFAULTS.shortName),
  street: pick(env.VITE_CENTRE_STREET, 'Suite 410, 10150 100 Street NW'),
  city: pick(env.VITE_CENTRE_CITY, 'Edmonton'),
  province: 'AB',
  postalCode: pick(env.VITE_CENTRE_POSTAL_CODE, 'T5J 0P6'),
  phone: pick(env.VITE_CENTRE_PHONE, '780-555-0142'),
  fax: pick(env.VITE_CENTRE_FAX, '780-555-0143'),
  email: pick(env.VITE_CENTRE_EMAIL, 'info@chinookchildcare.ca'),
  hours: 'Monday to Friday, 8:30 a.m. to 4:30 p.m. (Mountain Time)',
} as const;

export const centreAddressLine = `${centre.street}, ${centre.city}, ${centre.province} ${centre.postalCode}`;

/** `tel:` links want digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
