import { messageEndpoints } from '@tc/contract/messages-endpoints';
import { apiThunk } from '../../lib/api-thunk';
import { progressFraction } from '../../lib/content-admin/upload-image';
import { saveAttachment } from '../../api/save-file';
import { messageSave } from '../../offline/offline-saves';

/** Not in the spec: messages came after it. */
export const messageTexts = {
  fetchFailed: "Couldn't load the conversation. Please try again.",
  conversationsFailed: "Couldn't load the conversations. Please try again.",
  sent: 'Message sent',
  sendFailed: "Couldn't send the message. Please try again.",
  downloadFailed: "Couldn't download the file. Please try again.",
};
const t = messageTexts;

/** A page of a conversation: the newest, older than `before`, or newer than `after` (what the page polls with). */
export const fetchMessages = apiThunk('messages/list', messageEndpoints.list, {
  args: ({ clientId, before, after }: { clientId: number; before?: number; after?: number }) => ({
    params: { clientId },
    query: { ...(before ? { before: String(before) } : {}), ...(after ? { after: String(after) } : {}) },
  }),
  failure: t.fetchFailed,
  silent: true,
});

export interface SendMessage {
  clientId: number;
  body: string;
  files: File[];
  /** 0 to 1 as the bytes leave the browser, for the progress bar. */
  onProgress?: (fraction: number) => void;
}

/** POST /clients/{id}/messages: multipart `body` and each file in `files`. */
export function messageBody({ body, files }: Pick<SendMessage, 'body' | 'files'>): FormData {
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('files', file);
  return form;
}

export const sendMessage = apiThunk('messages/send', messageEndpoints.create, {
  args: (m: SendMessage) => ({ params: { clientId: m.clientId }, body: messageBody(m) }),
  offline: (m) => messageSave(m.clientId, m.body, m.files),
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  success: t.sent,
  failure: t.sendFailed,
});

export const markMessagesRead = apiThunk('messages/read', messageEndpoints.markRead, {
  args: ({ clientId, lastReadId }: { clientId: number; lastReadId: number }) => ({
    params: { clientId },
    body: { last_read_id: lastReadId },
  }),
  failure: t.fetchFailed,
  silent: true,
});

export const fetchUnread = apiThunk('messages/unread', messageEndpoints.unread, {
  args: (_: void) => ({}),
  failure: t.fetchFailed,
  silent: true,
});

export const fetchConversations = apiThunk('messages/conversations', messageEndpoints.conversations, {
  args: ({ q, page }: { q: string; page: number }) => ({ query: { ...(q ? { q } : {}), page, pageSize: 25 } }),
  failure: t.conversationsFailed,
  silent: true,
  latest: true,
});

/** An attachment, asked for with the token and saved under its own name. */
export const downloadAttachment = apiThunk('messages/attachment', messageEndpoints.attachment, {
  args: (a: { clientId: number; messageId: number; fileId: number; fileName: string }) => ({
    params: { clientId: a.clientId, messageId: a.messageId, fileId: a.fileId },
  }),
  result: (data, a, response) => saveAttachment(data, response, a.fileName),
  transport: { responseType: 'blob' },
  failure: t.downloadFailed,
});
