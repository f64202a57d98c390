import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ActionResponse, PlayerProfile } from '#shared/contracts/admin-players.ts';
import type { Permission } from '#shared/permissions.ts';
import { CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import { adminPlayersApi, type ReasonOnlyAction, usePlayerAction } from '../../api/admin-players.ts';
import { ApiError } from '../../api/client.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';

const REASON_MAX = 200;

/** The text a refused action shows in its dialog: the fields' messages, else the answer's message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.body?.errors ?? {});
    if (fields.length > 0) return fields.join(' ');
    if (error.body?.message) return error.body.message;
  }
  return 'The action could not be completed. Please try again.';
}

type ActionKind =
  | 'adjust'
  | 'ban'
  | 'unban'
  | 'sign-out'
  | 'password-reset'
  | 'verify-email'
  | 'user-type'
  | 'factor-reset';

interface ActionSpec {
  label: string;
  permission: Permission;
  danger?: boolean;
  /** Shown only when this holds for the account. */
  when?: (profile: PlayerProfile) => boolean;
}

const ACTIONS: Record<ActionKind, ActionSpec> = {
  adjust: { label: 'Adjust balance', permission: 'economy.write' },
  ban: { label: 'Ban', permission: 'players.write', danger: true, when: (p) => !p.account.blocked },
  unban: { label: 'Unban', permission: 'players.write', when: (p) => p.account.blocked !== null },
  'sign-out': { label: 'Sign out everywhere', permission: 'players.write' },
  'password-reset': { label: 'Send password-reset link', permission: 'players.write' },
  'verify-email': {
    label: 'Mark e-mail verified',
    permission: 'players.write',
    when: (p) => p.account.emailVerifiedAt === null,
  },
  'user-type': { label: 'Change user type', permission: 'staff.manage' },
  'factor-reset': { label: 'Reset two-step sign-in', permission: 'staff.manage', danger: true },
};

/**
 * The actions on one account, as buttons the staff member's role allows; each opens a dialog that asks
 * for a reason (kept in the audit log) and what the action needs. A done action shows its message and
 * reloads the profile.
 */
export function PlayerActions({
  profile,
  permissions,
  onDone,
}: {
  profile: PlayerProfile;
  permissions: readonly Permission[];
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState<ActionKind | null>(null);
  const kinds = (Object.keys(ACTIONS) as ActionKind[]).filter(
    (kind) => permissions.includes(ACTIONS[kind].permission) && (ACTIONS[kind].when?.(profile) ?? true),
  );
  if (kinds.length === 0) return null;
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  const userNum = profile.account.userNum;
  return (
    <div className="player-actions">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={ACTIONS[kind].danger ? 'btn btn--small btn--danger' : 'btn btn--small'}
          onClick={() => setOpen(kind)}
        >
          {ACTIONS[kind].label}
        </button>
      ))}
      {open === 'adjust' && (
        <AdjustDialog userNum={userNum} profile={profile} onClose={close} onDone={done} />
      )}
      {open === 'ban' && <BanDialog userNum={userNum} onClose={close} onDone={done} />}
      {open === 'user-type' && (
        <UserTypeDialog userNum={userNum} current={profile.account.userType} onClose={close} onDone={done} />
      )}
      {(open === 'unban' ||
        open === 'sign-out' ||
        open === 'password-reset' ||
        open === 'verify-email' ||
        open === 'factor-reset') && (
        <ReasonOnlyDialog kind={open} userNum={userNum} onClose={close} onDone={done} />
      )}
    </div>
  );
}

/**
 * What every action dialog keeps: the reason, the error line and the request. `run` sends the body and, when
 * done, closes the dialog with the answer's message; a refusal shows its text unless `refused` took it.
 * `form` is what ActionForm needs of these, so each dialog passes it whole.
 */
function useActionDialog<B, R extends ActionResponse>(
  { userNum, onClose, onDone }: DialogProps,
  send: (body: B) => Promise<R>,
) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = usePlayerAction(userNum, send);
  const run = (body: B, refused?: (failure: Error) => boolean) => {
    setError(null);
    action.mutate(body, {
      onSuccess: (answer) => onDone(answer.message),
      onError: (failure) => {
        if (!refused?.(failure)) setError(failureText(failure));
      },
    });
  };
  return {
    reason,
    setError,
    run,
    form: { pending: action.isPending, error, onClose, reason, setReason },
  };
}

/** The frame every action dialog shares: a title, the fields, the reason, an error line and two buttons. */
function ActionForm({
  title,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
  reason,
  setReason,
  children,
  danger,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  reason: string;
  setReason: (value: string) => void;
  children?: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal open onCancel={onClose} aria-labelledby={`${id}-title`} className="player-dialog">
      <form onSubmit={submit}>
        <h2 id={`${id}-title`} className="player-dialog__title">
          {title}
        </h2>
        {children}
        <Field id={`${id}-reason`} label="Reason (kept in the audit log)" noMessage>
          <textarea
            id={`${id}-reason`}
            value={reason}
            required
            maxLength={REASON_MAX}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <p className="field__error" role="alert">
          {error ?? ''}
        </p>
        <div className="player-dialog__buttons">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={danger ? 'btn btn--danger' : 'btn btn--primary'}
            disabled={pending || reason.trim() === ''}
          >
            {pending ? 'Working…' : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface DialogProps {
  userNum: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

function AdjustDialog({ profile, ...props }: DialogProps & { profile: PlayerProfile }) {
  const id = useId();
  const { userNum } = props;
  const [currency, setCurrency] = useState<Currency>('rcoin');
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amountText, setAmountText] = useState('');
  // The server's 409 when the amount is above its confirmation threshold (a setting): shown, then confirmed.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirming = confirmation !== null;
  const amount = /^\d{1,10}$/.test(amountText) ? Number(amountText) : null;
  const signed = amount === null ? null : direction === 'add' ? amount : -amount;
  const dialog = useActionDialog(props, (body: { reason: string; confirm: boolean }) =>
    adminPlayersApi.adjust(userNum, { currency, amount: signed ?? 0, ...body }),
  );
  const submit = () => {
    if (signed === null || signed === 0) {
      dialog.setError('Enter a whole amount greater than zero.');
      return;
    }
    dialog.run({ reason: dialog.reason, confirm: confirming }, (failure) => {
      if (!(failure instanceof ApiError && failure.code === 'confirmation_required')) return false;
      setConfirmation(failure.message);
      return true;
    });
  };
  const balance = currency === 'rcoin' ? profile.balances.rcoin : profile.balances.milleage;
  return (
    <ActionForm
      title={`Adjust the balance of ${profile.account.userId}`}
      submitLabel={confirming ? 'Confirm this large amount' : 'Adjust'}
      danger={confirming}
      onSubmit={submit}
      {...dialog.form}
    >
      <div className="player-dialog__row">
        <Field id={`${id}-currency`} label="Currency" noMessage>
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => {
              setCurrency(e.target.value as Currency);
              setConfirmation(null);
            }}
          >
            <option value="rcoin">{CURRENCY_LABEL.rcoin}</option>
            <option value="milleage">{CURRENCY_LABEL.milleage}</option>
          </select>
        </Field>
        <Field id={`${id}-direction`} label="Add or take" noMessage>
          <select
            id={`${id}-direction`}
            value={direction}
            onChange={(e) => {
              setDirection(e.target.value as 'add' | 'take');
              setConfirmation(null);
            }}
          >
            <option value="add">Add (credit)</option>
            <option value="take">Take (debit)</option>
          </select>
        </Field>
        <Field id={`${id}-amount`} label="Amount" noMessage>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            onChange={(e) => {
              setAmountText(e.target.value.trim());
              setConfirmation(null);
            }}
          />
        </Field>
      </div>
      <p className="muted">
        Now: {balance.toLocaleString('en-US')} {CURRENCY_LABEL[currency]}. A balance never goes below zero.
      </p>
      {confirming && amount !== null && (
        <p className="player-dialog__warning">
          {confirmation} {direction === 'add' ? 'Adding' : 'Taking'} {amount.toLocaleString('en-US')}{' '}
          {CURRENCY_LABEL[currency]}: check the amount, then confirm.
        </p>
      )}
    </ActionForm>
  );
}

function BanDialog(props: DialogProps) {
  const id = useId();
  const [until, setUntil] = useState('');
  const dialog = useActionDialog(props, (body: { reason: string; until: string | null }) =>
    adminPlayersApi.ban(props.userNum, body),
  );
  const submit = () => {
    // A datetime-local value is the browser's local time; the server takes an instant.
    const end = until ? new Date(until) : null;
    if (end && Number.isNaN(end.getTime())) {
      dialog.setError('The end must be a date and time.');
      return;
    }
    dialog.run({ reason: dialog.reason, until: end ? end.toISOString() : null });
  };
  return (
    <ActionForm title="Ban this player" submitLabel="Ban" danger onSubmit={submit} {...dialog.form}>
      <p className="muted">They are signed out at once and cannot sign in or buy until the ban ends.</p>
      <Field id={`${id}-until`} label="Ends (your local time; empty: until lifted)" noMessage>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
      </Field>
    </ActionForm>
  );
}

function UserTypeDialog({ current, ...props }: DialogProps & { current: number }) {
  const id = useId();
  const [typeText, setTypeText] = useState(String(current));
  const dialog = useActionDialog(props, (body: { userType: number; reason: string }) =>
    adminPlayersApi.setUserType(props.userNum, body),
  );
  const submit = () => {
    if (!/^\d{1,2}$/.test(typeText)) {
      dialog.setError('The user type is a whole number from 0 to 99.');
      return;
    }
    dialog.run({ userType: Number(typeText), reason: dialog.reason });
  };
  return (
    <ActionForm title="Change the user type" submitLabel="Change" onSubmit={submit} {...dialog.form}>
      <p className="muted">1 is a player; 11 or more is an administrator of the site and the game.</p>
      <Field id={`${id}-type`} label="User type" noMessage>
        <input
          id={`${id}-type`}
          inputMode="numeric"
          value={typeText}
          onChange={(e) => setTypeText(e.target.value.trim())}
        />
      </Field>
    </ActionForm>
  );
}

const REASON_ONLY: Record<ReasonOnlyAction, { title: string; note: string }> = {
  'factor-reset': {
    title: 'Reset two-step sign-in',
    note: 'For a staff member who lost their phone and recovery codes: they sign in with the password alone until they set it up again.',
  },
  unban: { title: 'Lift the ban', note: 'The player may sign in again at once.' },
  'sign-out': { title: 'Sign out everywhere', note: 'Every session of this account ends at once.' },
  'password-reset': {
    title: 'Send a password-reset link',
    note: 'The player gets the same mail as from “Find Password”; the link works once, for 30 minutes.',
  },
  'verify-email': {
    title: 'Mark the e-mail address verified',
    note: 'Do this only when the player proved the address.',
  },
};

function ReasonOnlyDialog({ kind, ...props }: DialogProps & { kind: keyof typeof REASON_ONLY }) {
  const dialog = useActionDialog(props, (body: { reason: string }) =>
    adminPlayersApi.reasonOnly(props.userNum, kind, body),
  );
  return (
    <ActionForm
      title={REASON_ONLY[kind].title}
      submitLabel={ACTIONS[kind].label}
      onSubmit={() => dialog.run({ reason: dialog.reason })}
      {...dialog.form}
    >
      <p className="muted">{REASON_ONLY[kind].note}</p>
    </ActionForm>
  );
}

/** Cancel one waiting purchase with its refund (the purchases tab's button opens this). */
export function CancelPurchaseDialog({
  purNum,
  itemName,
  ...props
}: DialogProps & { purNum: number; itemName: string }) {
  const { userNum } = props;
  const dialog = useActionDialog(props, (body: { reason: string }) =>
    adminPlayersApi.cancelPurchase(userNum, purNum, body),
  );
  return (
    <ActionForm
      title={`Cancel “${itemName}” and refund it`}
      submitLabel="Cancel and refund"
      danger
      onSubmit={() => dialog.run({ reason: dialog.reason })}
      {...dialog.form}
    />
  );
}
