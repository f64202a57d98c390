import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { FACTOR_MESSAGES } from '#shared/contracts/second-factor.ts';
import {
  factorStatusQueryOptions,
  staffSecurityQueryOptions,
  useConfirmFactor,
  useDisableFactor,
  useRefreshFactor,
  useSaveStaffSecurity,
  useStartFactor,
} from '../../api/admin-security.ts';
import { useLocation } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { saveFailureText } from './failure-text.ts';
import { useStaff } from './use-staff.ts';

/**
 * /admin/security: the staff member's own two-step sign-in (set up with an authenticator app, recovery
 * codes, turn off) and, for those who manage staff, the operator's "require it for all staff"
 * (docs/product/staff-security.md).
 */
function SecurityPage() {
  usePageTitle('Security');
  const staff = useStaff();
  const { state } = useLocation() as { state: { required?: boolean } | null };
  const status = useQuery(factorStatusQueryOptions());
  return (
    <section aria-labelledby="security-title">
      <h1 id="security-title" className="crumb">
        Security
      </h1>
      {state?.required && !status.data?.enabled && (
        <p role="alert" className="console__failed">
          {FACTOR_MESSAGES.enrolmentRequired}
        </p>
      )}
      <h2>Two-step sign-in</h2>
      <ListState query={status} what="two-step sign-in" />
      {status.data?.enabled === true && <FactorOn codesLeft={status.data.recoveryCodesLeft} />}
      {status.data?.enabled === false && <FactorSetUp />}
      {staff.permissions.includes('staff.manage') && <RequireForStaff />}
    </section>
  );
}

function CodeField({ label }: { label: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} noMessage>
      <input id={id} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={11} required />
    </Field>
  );
}

const codeOf = (event: FormEvent<HTMLFormElement>) =>
  String(new FormData(event.currentTarget).get('code') ?? '');

/** Not on yet: start, scan or type the secret, confirm with a first code, then keep the recovery codes. */
function FactorSetUp() {
  const refresh = useRefreshFactor();
  const start = useStartFactor();
  const confirm = useConfirmFactor();
  if (confirm.data) {
    return (
      <RecoveryCodes codes={confirm.data.recoveryCodes} message={confirm.data.message} onDone={refresh} />
    );
  }
  if (!start.data) {
    return (
      <div className="console-form">
        <p>
          Off. With it on, signing in also asks for a code from an authenticator app on your phone, and so do
          the most dangerous actions (roles, large balance changes, voucher batches, payment settings).
        </p>
        <FailureAlert message={saveFailureText(start.error)} />
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => start.mutate()}
          disabled={start.isPending}
        >
          Set up two-step sign-in
        </button>
      </div>
    );
  }
  return (
    <form
      className="console-form"
      aria-label="Confirm two-step sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(codeOf(event));
      }}
    >
      <p>Scan this code with your authenticator app, or type the secret into it.</p>
      <QrCode uri={start.data.uri} />
      <p>
        Secret: <code data-testid="factor-secret">{start.data.secret}</code>
      </p>
      <p className="console-form__hint">
        It is shown only now. <a href={start.data.uri}>Open in an authenticator app on this device</a>
      </p>
      <CodeField label="The six-digit code the app shows" />
      <FailureAlert message={saveFailureText(confirm.error)} />
      <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
        Turn on
      </button>
    </form>
  );
}

/** The otpauth address as a QR code: uqr draws it as SVG, loaded only with this page. */
function QrCode({ uri }: { uri: string }) {
  const svg = useQuery({
    queryKey: ['qr', uri],
    queryFn: async () => (await import('uqr')).renderSVG(uri, { border: 2 }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!svg.data) return null;
  return (
    <img
      className="security__qr"
      alt="QR code of the secret for an authenticator app"
      width={200}
      height={200}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
    />
  );
}

function RecoveryCodes({ codes, message, onDone }: { codes: string[]; message: string; onDone: () => void }) {
  return (
    <div className="console-form">
      <p role="status">{message}</p>
      <ol className="security__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="console-form__hint">Each works once, in place of an app code, if you lose your phone.</p>
      <button type="button" className="btn btn--primary" onClick={onDone}>
        I have kept them
      </button>
    </div>
  );
}

function FactorOn({ codesLeft }: { codesLeft: number }) {
  const disable = useDisableFactor();
  return (
    <form
      className="console-form"
      aria-label="Turn off two-step sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate(codeOf(event));
      }}
    >
      <p role="status">On. {codesLeft} of 10 recovery codes left.</p>
      <CodeField label="A current code, to turn it off" />
      <FailureAlert message={saveFailureText(disable.error)} />
      <button type="submit" className="btn btn--danger" disabled={disable.isPending}>
        Turn off
      </button>
    </form>
  );
}

/** The operator's setting; saving it is a dangerous action (the step-up prompt may ask for a code). */
function RequireForStaff() {
  const setting = useQuery(staffSecurityQueryOptions());
  const save = useSaveStaffSecurity();
  return (
    <>
      <h2>All staff</h2>
      <ListState query={setting} what="setting" />
      {setting.data && (
        <div className="console-form">
          <label>
            <input
              type="checkbox"
              checked={setting.data.requireStaffFactor}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ requireStaffFactor: event.target.checked })}
            />{' '}
            Require two-step sign-in for every staff member
          </label>
          <p className="console-form__hint">
            Staff without it can use nothing in the console but this page until they set it up.
          </p>
          <FailureAlert message={saveFailureText(save.error)} />
        </div>
      )}
    </>
  );
}

export default SecurityPage;
