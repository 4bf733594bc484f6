export interface Named {
  firstname: string | null;
  lastname: string | null;
}

/** "Emily Chen", as links and headings name a person. */
export function fullName(person: Named): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ');
}
