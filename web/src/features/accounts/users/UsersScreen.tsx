import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, Flex, Pagination, SelectField, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { SUB_TYPES, type SubType } from '@adpulse/shared';
import type { CreateUserRequest, UpdateUserRequest, User } from '@adpulse/shared/accounts/users';
import { accountsApi } from '../../../api/accounts.ts';
import { swrKey, useApi } from '../../../api/use-api.ts';
import { askConfirmation } from '../../../state/dialogs.ts';
import { useAppState } from '../../../state/app-store.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { LoadFailed, LoadingCard } from '../LoadState.tsx';
import { StatusLine } from '../StatusLine.tsx';
import { reportActionError } from '../action-errors.ts';
import { UserForm } from './UserForm.tsx';
import { UsersTable } from './UsersTable.tsx';
import { USERS_PAGE_SIZE, clampPage, pageCount, pageRange } from './paging.ts';
import type { Actor } from '@adpulse/shared/accounts/user-rules';
import '../accounts.css';

type Editing = { kind: 'invite' } | { kind: 'edit'; user: User } | null;

const isSubType = (value: string): value is SubType => (SUB_TYPES as readonly string[]).includes(value);

/** users (admins, branch managers, collaborators): the list by role, with paging; invite, edit, delete. */
export default function UsersScreen() {
  const { t } = useTranslation();
  const session = useAppState((state) => state.session);
  const manager: Actor = {
    userId: session.userId ?? '',
    subType: session.subType,
    ...(session.branchId ? { branchId: session.branchId } : {}),
  };
  const [subType, setSubType] = useState<SubType | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [note, setNote] = useState<string | null>(null);

  const users = useApi(accountsApi.listUsers, {
    query: { limit: USERS_PAGE_SIZE, skip: (page - 1) * USERS_PAGE_SIZE, ...(subType ? { subType } : {}) },
  });
  const clientId = session.clientId;
  const client = useApi(accountsApi.getClient, clientId ? { params: { clientId } } : null);
  const branches = client.data?.branches ?? [];
  const total = users.data?.total ?? 0;

  useEffect(() => {
    if (users.data && page !== clampPage(page, users.data.total)) setPage(clampPage(page, users.data.total));
  }, [users.data, page]);

  const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;
  const { mutate: mutateCache } = useSWRConfig();
  /** Every page and filter of the list is stale after a change, not only the one in view. */
  const listKey = swrKey(accountsApi.listUsers, {}).split(' ')[0] ?? '';
  const refreshLists = () => mutateCache((key) => typeof key === 'string' && key.startsWith(`${listKey} `));

  async function invite(body: Record<string, unknown>) {
    if (!clientId) return;
    const created = await accountsApi.createUser({ params: { clientId }, body: body as CreateUserRequest });
    setEditing(null);
    setNote(t('accounts.users.invited', { email: created.email }));
    await refreshLists();
  }

  async function update(user: User, body: Record<string, unknown>) {
    const saved = await accountsApi.updateUser({
      params: { userId: user._id },
      body: body as UpdateUserRequest,
    });
    setEditing(null);
    setNote(t('accounts.users.updated', { name: fullName(saved) }));
    await refreshLists();
  }

  async function remove(user: User) {
    setNote(null);
    const confirmed = await askConfirmation({
      title: t('accounts.users.deleteAction', { name: fullName(user) }),
      message: t('accounts.users.deleteConfirm', { name: fullName(user), email: user.email }),
    });
    if (!confirmed) return;
    try {
      await accountsApi.deleteUser({ params: { userId: user._id } });
      setNote(t('accounts.users.deleted', { name: fullName(user) }));
      await refreshLists();
    } catch (error) {
      reportActionError(error, t('errors.default'));
    }
  }

  const { from, to } = pageRange(page, total);
  const pages = pageCount(total);

  return (
    <ScreenPage
      title={t('screens.users')}
      intro={t('accounts.users.intro')}
      actions={
        <Button
          variation="primary"
          onClick={() => {
            setNote(null);
            setEditing({ kind: 'invite' });
          }}
        >
          {t('accounts.users.invite')}
        </Button>
      }
    >
      <StatusLine text={note} onDismiss={() => setNote(null)} />
      <section className="ap-card ap-acc-card" aria-label={t('accounts.users.listLabel')}>
        <Flex
          className="ap-acc-toolbar"
          justifyContent="space-between"
          alignItems="flex-end"
          wrap="wrap"
          gap="1rem"
        >
          <SelectField
            label={t('accounts.users.filter')}
            value={subType}
            size="small"
            onChange={(event) => {
              const value = event.target.value;
              setSubType(isSubType(value) ? value : '');
              setPage(1);
            }}
          >
            <option value="">{t('accounts.users.allRoles')}</option>
            {SUB_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`accounts.users.subTypes.${option}`)}
              </option>
            ))}
          </SelectField>
          {users.data && total > 0 ? (
            <Text className="ap-acc-muted" data-testid="users-range">
              {t('accounts.users.range', { from, to, total })}
            </Text>
          ) : null}
        </Flex>
        {users.data ? (
          users.data.items.length === 0 ? (
            <Text className="ap-acc-empty">
              {subType ? t('accounts.users.emptyFiltered') : t('accounts.users.empty')}
            </Text>
          ) : (
            <UsersTable
              users={users.data.items}
              branches={branches}
              manager={manager}
              onEdit={(user) => {
                setNote(null);
                setEditing({ kind: 'edit', user });
              }}
              onDelete={(user) => void remove(user)}
            />
          )
        ) : users.error ? (
          <LoadFailed error={users.error} onRetry={() => void users.mutate()} />
        ) : (
          <LoadingCard inline label={t('app.loading')} />
        )}
        {pages > 1 ? (
          <Pagination
            className="ap-acc-pagination"
            currentPage={page}
            totalPages={pages}
            onNext={() => setPage(page + 1)}
            onPrevious={() => setPage(page - 1)}
            onChange={(next) => setPage(next ?? 1)}
            previousLabel={t('accounts.users.previousPage')}
            nextLabel={t('accounts.users.nextPage')}
            pageLabel={t('accounts.users.page')}
            currentPageLabel={t('accounts.users.currentPage')}
          />
        ) : null}
      </section>
      <FormDialog
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('accounts.users.editTitle') : t('accounts.users.invite')}
        intro={editing?.kind === 'invite' ? t('accounts.users.inviteHint') : undefined}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <UserForm
            key={editing.kind === 'edit' ? editing.user._id : 'invite'}
            user={editing.kind === 'edit' ? editing.user : null}
            manager={manager}
            branches={branches}
            save={(body) => (editing.kind === 'edit' ? update(editing.user, body) : invite(body))}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </ScreenPage>
  );
}
