export interface Named {
  firstname: string | null;
  lastname: string | null;
}

/** "Emily Chen", as links and headings name a person. */
export function fullName(person: Named): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ');
}

/** "12 Main St, Cochrane T4C 1A1": a person's address on one line, what they gave of it ('' for nothing). */
export function addressLine(person: { address: string | null; city: string | null; postal_code: string | null }): string {
  return [person.address, [person.city, person.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
