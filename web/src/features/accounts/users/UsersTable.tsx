import { Badge, Button, Flex, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@adpulse/shared/accounts/clients';
import type { User, UserStatus } from '@adpulse/shared/accounts/users';
import { canDeleteUser, canManageUser, managedUser, type Actor } from '@adpulse/shared/accounts/user-rules';

const STATUS_BADGE: Record<UserStatus, 'success' | 'info' | 'error'> = {
  active: 'success',
  invited: 'info',
  disabled: 'error',
};

export function UsersTable({
  users,
  branches,
  manager,
  onEdit,
  onDelete,
}: {
  users: readonly User[];
  branches: readonly Branch[];
  manager: Actor;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t } = useTranslation();
  const branchName = (id: string | undefined) =>
    branches.find((branch) => branch._id === id)?.name ?? t('accounts.users.noBranch');

  return (
    <div className="ap-acc-table-wrap">
      {/* Explicit roles: on phones the rows stack as cards (CSS), which would drop the table's semantics. */}
      <Table highlightOnHover className="ap-acc-table" size="small" role="table">
        <TableHead role="rowgroup">
          <TableRow role="row">
            <TableCell as="th" scope="col" role="columnheader">
              {t('accounts.users.user')}
            </TableCell>
            <TableCell as="th" scope="col" role="columnheader">
              {t('fields.subType')}
            </TableCell>
            <TableCell as="th" scope="col" role="columnheader">
              {t('fields.branch')}
            </TableCell>
            <TableCell as="th" scope="col" role="columnheader">
              {t('accounts.users.status')}
            </TableCell>
            <TableCell as="th" scope="col" role="columnheader" className="ap-acc-actions-cell">
              <span className="ap-visually-hidden">{t('accounts.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const self = user._id === manager.userId;
            return (
              <TableRow key={user._id} data-user-email={user.email} role="row">
                <TableCell as="th" scope="row" role="rowheader" className="ap-acc-name-cell">
                  <span className="ap-acc-user-name">
                    {name}
                    {self ? <span className="ap-acc-you"> ({t('accounts.users.you')})</span> : null}
                  </span>
                  <span className="ap-acc-user-email">{user.email}</span>
                </TableCell>
                <TableCell role="cell" data-label={t('fields.subType')}>
                  {t(`accounts.users.subTypes.${user.subType}`)}
                </TableCell>
                <TableCell role="cell" data-label={t('fields.branch')}>
                  {branchName(user.branch)}
                </TableCell>
                <TableCell role="cell" data-label={t('accounts.users.status')}>
                  <Badge size="small" variation={STATUS_BADGE[user.status]}>
                    {t(`accounts.users.statuses.${user.status}`)}
                  </Badge>
                </TableCell>
                <TableCell role="cell" className="ap-acc-actions-cell">
                  <Flex gap="0.5rem" justifyContent="flex-end">
                    {canManageUser(manager, managedUser(user)) ? (
                      <Button
                        size="small"
                        aria-label={t('accounts.users.editAction', { name })}
                        onClick={() => onEdit(user)}
                      >
                        {t('accounts.edit')}
                      </Button>
                    ) : null}
                    {canDeleteUser(manager, managedUser(user)) ? (
                      <Button
                        size="small"
                        variation="warning"
                        aria-label={t('accounts.users.deleteAction', { name })}
                        onClick={() => onDelete(user)}
                      >
                        {t('accounts.delete')}
                      </Button>
                    ) : null}
                  </Flex>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
