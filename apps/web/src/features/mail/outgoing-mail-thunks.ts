import type { OutgoingMailQuery } from '@tc/contract/mail-queue';
import { mailQueueEndpoints as api } from '@tc/contract/mail-queue-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';

export const outgoingMailMessages = {
  fetchFailed: "Couldn't load the outgoing mail. Please try again.",
  sendAgainFailed: "Couldn't send the message again. Please try again.",
  sentAgain: (to: string) => `The message to ${to} is being sent again`,
};

/** One page of outgoing mail, with the total from X-Total-Count; only the latest request's answer is kept. */
export const fetchOutgoingMail = apiThunk('outgoingMail/fetchPage', api.list, {
  args: (query: OutgoingMailQuery) => ({ query }),
  result: (rows, _, response) => {
    const total = Number(response.headers['x-total-count']);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  },
  failure: outgoingMailMessages.fetchFailed,
  latest: true,
  provides: () => [TAGS.outgoingMail],
});

export const sendMailAgain = apiThunk('outgoingMail/sendAgain', api.sendAgain, {
  args: ({ id }: { id: number; to: string }) => ({ params: { id } }),
  success: ({ to }) => outgoingMailMessages.sentAgain(to),
  failure: outgoingMailMessages.sendAgainFailed,
  invalidates: () => [TAGS.outgoingMail],
});
