import { accountsContract } from '@adpulse/shared';
import { revokeSession } from '../platform/auth/data/sessions.ts';
import { renewSession } from '../platform/auth/authenticate.ts';
import { notFound } from '../platform/errors.ts';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { changePassword, readMe, resumeMail, updateMe } from './account.ts';
import { deleteOwnAccount } from './account-deletion.ts';
import { presignAvatarUpload } from './avatar.ts';
import { addBranch, changeBranch, removeBranch } from './branches.ts';
import { readClient, updateClient } from './client-settings.ts';
import { login } from './login.ts';
import { confirmAccount, requestPasswordReset, resetPassword } from './password-links.ts';
import { registerClient } from './registration.ts';
import { sendSupportMessage } from './support-message.ts';
import { createUser, deleteUser, listUsers, updateUser } from './user-management.ts';
import { toClientView, toUserView } from './views.ts';

/** The accounts Lambda: sessions, registration and password links, the caller's account, users, clients. */
export const handler = domainHandler(accountsContract, {
  login: ({ body, event }) =>
    login({ email: body.email, password: body.password, sourceIp: event.requestContext.http.sourceIp }),
  logout: ({ session }) => revokeSession(session.sessionId),
  renewSession: async ({ session }) => ({ token: (await renewSession(session)).token }),
  register: ({ body, language }) => registerClient(body, language),
  confirm: async ({ body }) => {
    await confirmAccount(body.token, body.password);
  },
  recover: ({ body, language, event, log }) =>
    requestPasswordReset({ email: body.email, language, sourceIp: event.requestContext.http.sourceIp }, log),
  resetPassword: async ({ body }) => {
    await resetPassword(body.token, body.password);
  },

  getMe: ({ session }) => readMe(session),
  resumeMail: ({ session }) => resumeMail(session),
  updateMe: ({ session, body }) => updateMe(session, body),
  deleteMe: async ({ session, body }) => {
    await deleteOwnAccount(session, body.password);
  },
  createAvatarUpload: ({ session, body }) => presignAvatarUpload(session, body),
  changePassword: ({ session, body }) => changePassword(session, body.oldPassword, body.newPassword),

  listUsers: async ({ session, query }) => {
    if (query.clientId !== undefined && query.clientId !== session.clientId) throw notFound();
    return listUsers(session, query);
  },
  createUser: async ({ session, body, language }) => toUserView(await createUser(session, body, language)),
  updateUser: async ({ session, params, body }) => toUserView(await updateUser(session, params.userId, body)),
  deleteUser: ({ session, params }) => deleteUser(session, params.userId),

  getClient: async ({ session }) => toClientView(await readClient(session)),
  updateClient: async ({ session, body }) => toClientView(await updateClient(session, body)),
  createBranch: async ({ session, body }) => toClientView(await addBranch(session, body)),
  updateBranch: async ({ session, params, body }) =>
    toClientView(await changeBranch(session, params.branchId, body)),
  deleteBranch: async ({ session, params }) => toClientView(await removeBranch(session, params.branchId)),

  sendSupportMessage: ({ session, body, language }) => sendSupportMessage(session, body, language),
});
