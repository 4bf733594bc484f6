import type { ClientCoach } from '@tc/contract/coaching';

/** Whose assignments a dialog shows: a client's coaches, or a coach's clients. */
export type AssignmentSide = 'client' | 'coach';

export function assignmentWords(side: AssignmentSide) {
  return side === 'client'
    ? { noun: 'coach', Noun: 'Coach', plural: 'coaches', Plural: 'Coaches' }
    : { noun: 'client', Noun: 'Client', plural: 'clients', Plural: 'Clients' };
}

/** The person on the other side of an assignment. */
export function otherParty(side: AssignmentSide, assignment: ClientCoach) {
  return side === 'client' ? assignment.coach : assignment.client;
}
