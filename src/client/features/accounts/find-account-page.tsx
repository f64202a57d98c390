import { useState } from 'react';
import { ACCOUNT_LIMITS as L } from '#shared/account-fields.ts';
import {
  type FindPasswordRequest,
  type FindUserIdRequest,
  findPasswordRequestSchema,
  findUserIdRequestSchema,
} from '#shared/contracts/accounts.ts';
import { accountApi } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FormField } from './form-field.tsx';
import { PROCESSING_LIMIT_MS, ProcessingDialog } from './processing-dialog.tsx';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** Runs a recovery call under the processing dialog, giving up after 10 seconds (accounts.md). */
function useProcessing() {
  const [open, setOpen] = useState(false);
  async function run(call: (signal: AbortSignal) => Promise<{ message: string }>) {
    setOpen(true);
    try {
      const { message } = await call(AbortSignal.timeout(PROCESSING_LIMIT_MS));
      setOpen(false);
      void showSuccess(message);
      return true;
    } catch (error) {
      setOpen(false);
      reportActionError(error);
      return false;
    }
  }
  return { open, run };
}

function FindIdForm({ run }: { run: ReturnType<typeof useProcessing>['run'] }) {
  const t = useT();
  const form = useForm<FindUserIdRequest>({ initial: { findIDEmail: '' }, schema: findUserIdRequestSchema });
  const onSubmit = form.submit(async ({ findIDEmail }) => {
    if (await run((signal) => accountApi.findUserId(findIDEmail, signal))) form.reset();
  });
  return (
    <section aria-labelledby="find-id-title">
      <h2 id="find-id-title">{t('accounts.find.idTitle')}</h2>
      <p>{t('accounts.find.idLead')}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('accounts.find.idTitle')}>
        <FormField
          id="findIDEmail"
          label={t('accounts.field.emailAddress')}
          type="email"
          maxLength={L.emailMax}
          autoComplete="email"
          error={form.errors.findIDEmail}
          {...form.field('findIDEmail')}
        />
        <button type="submit" className="btn btn--primary" disabled={form.submitting}>
          {t('accounts.find.idSubmit')}
        </button>
      </form>
    </section>
  );
}

function FindPasswordForm({ run }: { run: ReturnType<typeof useProcessing>['run'] }) {
  const t = useT();
  const form = useForm<FindPasswordRequest>({
    initial: { findPWID: '', findPWEmail: '' },
    schema: findPasswordRequestSchema,
  });
  const onSubmit = form.submit(async ({ findPWID, findPWEmail }) => {
    if (await run((signal) => accountApi.findPassword(findPWID, findPWEmail, signal))) form.reset();
  });
  return (
    <section aria-labelledby="find-pw-title">
      <h2 id="find-pw-title">{t('accounts.find.passwordTitle')}</h2>
      <p>{t('accounts.find.passwordLead')}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('accounts.find.passwordTitle')}>
        <FormField
          id="findPWID"
          label={t('accounts.field.userId')}
          maxLength={L.userIdMax}
          autoComplete="username"
          error={form.errors.findPWID}
          {...form.field('findPWID')}
        />
        <FormField
          id="findPWEmail"
          label={t('accounts.field.emailAddress')}
          type="email"
          maxLength={L.emailMax}
          autoComplete="email"
          error={form.errors.findPWEmail}
          {...form.field('findPWEmail')}
        />
        <button type="submit" className="btn btn--primary" disabled={form.submitting}>
          {t('accounts.find.passwordSubmit')}
        </button>
      </form>
    </section>
  );
}

/** /findaccount (signed-out visitors only): find the user id, or get a password reset link, by e-mail. */
function FindAccountPage() {
  const t = useT();
  usePageTitle(t('accounts.find.pageTitle'));
  const processing = useProcessing();
  return (
    <article className="content-page" aria-labelledby="find-title">
      <h1 id="find-title" className="crumb">
        {t('accounts.find.title')}
      </h1>
      <div className="find-account">
        <FindIdForm run={processing.run} />
        <FindPasswordForm run={processing.run} />
      </div>
      <ProcessingDialog
        open={processing.open}
        title={t('accounts.find.processingTitle')}
        message={t('accounts.find.processingMessage')}
      />
    </article>
  );
}

export default FindAccountPage;
