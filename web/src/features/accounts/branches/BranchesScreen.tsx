import { useState } from 'react';
import {
  Badge,
  Button,
  Flex,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
} from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Branch, Client } from '@adpulse/shared/accounts/clients';
import { accountsApi } from '../../../api/accounts.ts';
import { useApi } from '../../../api/use-api.ts';
import { askConfirmation } from '../../../state/dialogs.ts';
import { useAppState } from '../../../state/app-store.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { SectionCard } from '../SectionCard.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { LoadFailed, LoadingCard } from '../LoadState.tsx';
import { StatusLine } from '../StatusLine.tsx';
import { reportActionError } from '../action-errors.ts';
import { BranchForm, type BranchValues } from './BranchForm.tsx';
import '../accounts.css';

const NEW_BRANCH: BranchValues = { name: '', shareProjects: false };

/** branches (custom multi-user admins): create, rename, share projects or not, delete. */
export default function BranchesScreen() {
  const { t } = useTranslation();
  const clientId = useAppState((state) => state.session.clientId) ?? '';
  const { data, error, mutate } = useApi(accountsApi.getClient, clientId ? { params: { clientId } } : null);
  const [editing, setEditing] = useState<Branch | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const keep = (client: Client) => mutate(client, { revalidate: false });

  async function create(values: BranchValues) {
    setNote(null);
    await keep(await accountsApi.createBranch({ params: { clientId }, body: values }));
    setNote(t('accounts.branches.created', { name: values.name.trim() }));
  }

  async function update(branch: Branch, values: BranchValues) {
    setNote(null);
    await keep(await accountsApi.updateBranch({ params: { clientId, branchId: branch._id }, body: values }));
    setEditing(null);
    setNote(t('accounts.branches.updated', { name: values.name.trim() }));
  }

  async function remove(branch: Branch) {
    setNote(null);
    const confirmed = await askConfirmation({
      title: t('accounts.branches.deleteAction', { name: branch.name }),
      message: t('accounts.branches.deleteConfirm', { name: branch.name }),
    });
    if (!confirmed) return;
    try {
      await keep(await accountsApi.deleteBranch({ params: { clientId, branchId: branch._id } }));
      setNote(t('accounts.branches.deleted', { name: branch.name }));
    } catch (failure) {
      reportActionError(failure, t('errors.default'));
    }
  }

  return (
    <ScreenPage title={t('screens.branches')} intro={t('accounts.branches.intro')}>
      <StatusLine text={note} onDismiss={() => setNote(null)} />
      {data ? (
        <div className="ap-acc-split">
          <SectionCard title={t('accounts.branches.addTitle')}>
            <BranchForm
              initial={NEW_BRANCH}
              submitLabel={t('accounts.branches.add')}
              submittingLabel={t('accounts.branches.adding')}
              save={create}
            />
          </SectionCard>
          <SectionCard title={t('accounts.branches.listTitle')}>
            {data.branches.length === 0 ? (
              <Text className="ap-acc-empty">{t('accounts.branches.empty')}</Text>
            ) : (
              <div className="ap-acc-table-wrap">
                {/* Explicit roles: on phones the rows stack as cards (CSS). */}
                <Table highlightOnHover className="ap-acc-table" role="table">
                  <TableHead role="rowgroup">
                    <TableRow role="row">
                      <TableCell as="th" scope="col" role="columnheader">
                        {t('fields.name')}
                      </TableCell>
                      <TableCell as="th" scope="col" role="columnheader">
                        {t('accounts.branches.sharing')}
                      </TableCell>
                      <TableCell as="th" scope="col" role="columnheader" className="ap-acc-actions-cell">
                        <span className="ap-visually-hidden">{t('accounts.actions')}</span>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody role="rowgroup">
                    {data.branches.map((branch) => (
                      <TableRow key={branch._id} role="row">
                        <TableCell as="th" scope="row" role="rowheader" className="ap-acc-name-cell">
                          {branch.name}
                        </TableCell>
                        <TableCell role="cell" data-label={t('accounts.branches.sharing')}>
                          <Badge size="small" variation={branch.shareProjects ? 'success' : undefined}>
                            {branch.shareProjects
                              ? t('accounts.branches.shared')
                              : t('accounts.branches.notShared')}
                          </Badge>
                        </TableCell>
                        <TableCell role="cell" className="ap-acc-actions-cell">
                          <Flex gap="0.5rem" justifyContent="flex-end">
                            <Button
                              size="small"
                              aria-label={t('accounts.branches.editAction', { name: branch.name })}
                              onClick={() => setEditing(branch)}
                            >
                              {t('accounts.edit')}
                            </Button>
                            <Button
                              size="small"
                              variation="warning"
                              aria-label={t('accounts.branches.deleteAction', { name: branch.name })}
                              onClick={() => void remove(branch)}
                            >
                              {t('accounts.delete')}
                            </Button>
                          </Flex>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </SectionCard>
        </div>
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard label={t('app.loading')} />
      )}
      <FormDialog
        open={editing !== null}
        title={t('accounts.branches.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <BranchForm
            initial={{ name: editing.name, shareProjects: editing.shareProjects }}
            submitLabel={t('accounts.save')}
            submittingLabel={t('accounts.saving')}
            save={(values) => update(editing, values)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </ScreenPage>
  );
}
