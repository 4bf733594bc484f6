import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';

/** What happened to a session, as its people are told: an invitation, a change, a cancellation. */
export type SessionChange = 'invite' | 'update' | 'cancel';

/**
 * Emails the client and the coach of these sessions an invitation, change or cancellation with an `.ics`
 * attachment (METHOD REQUEST or CANCEL, the session's UID, its SEQUENCE raised), through the mail queue,
 * in the caller's transaction. Called by every route that schedules, moves or cancels a session.
 */
export async function noticeSessionChange(db: Db, request: FastifyRequest, sessionIds: number[], change: SessionChange): Promise<void> {
  // Filled in by the calendar work (.ics mail); until then nobody is told.
  void db;
  void request;
  void sessionIds;
  void change;
}
