/** What other domains may use of accounts. */
export { findClient } from './data/clients.ts';
export { findUser } from './data/users.ts';
export { visibleBranchIds, type BranchVisibility } from './visibility.ts';
/** Notices to a client's users (results ready, invoice, fieldwork closed), each sent once. */
export {
  composeNoticeMail,
  sendNoticeOnce,
  type NoticeKind,
  type NoticeMailInput,
  type NoticeOutcome,
} from './mail/notice.ts';
