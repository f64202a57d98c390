import { useId, useState } from 'react';
import { type CharacterService, NAME_MAX, NAME_MIN } from '#shared/character-services.ts';
import {
  type CharacterState,
  renameBodySchema,
  type ServiceOffer,
} from '#shared/contracts/character-services.ts';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { formatWhole } from '#shared/numbers.ts';
import { SCHOOLS, schoolName } from '#shared/schools.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { useOrderService } from '../../api/characters.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { saveFailure, useForm } from '../../ui/use-form.ts';
import { priceLabel, SERVICE_ID, SERVICE_SUMMARY_ID } from './labels.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

interface Props {
  character: CharacterState;
  offer: ServiceOffer & { service: CharacterService };
  /** The player's balances now (R-Coin, Milleage), to say what the price leaves. */
  balances: { rcoin: number; milleage: number };
  onClose: () => void;
}

/**
 * The confirm step of one service for one character (docs/product/character-services.md, An order): what it
 * does, its price against the balance, the new school or name, and the answer: the order is with the game, or
 * why it was refused (beside the name for a name the rules or the game refuse).
 */
export function ServiceDialog({ character, offer, balances, onClose }: Props) {
  const t = useT();
  const id = useId();
  const order = useOrderService({
    onSuccess: (placed) => {
      onClose();
      void showSuccess(placed.message);
    },
  });
  const otherSchools = SCHOOLS.filter((school) => school.id !== character.school);
  const [school, setSchool] = useState<number>(otherSchools[0]?.id ?? 0);
  // Only a rename has a field the rules check: the contract's own schema, so the form says what the server would.
  const form = useForm({
    initial: { name: '' },
    schema: offer.service === 'rename' ? renameBodySchema : undefined,
    saveError: order.error,
  });
  const failure = saveFailure(order.error);
  const refusal = failure && !failure.fields.name ? failure.message : null;
  const balance = offer.currency === 'rcoin' ? balances.rcoin : balances.milleage;
  const short = offer.price > balance;
  const title = t('accounts.serviceDialog.title', {
    service: t(SERVICE_ID[offer.service]),
    name: character.name,
  });
  const price = priceLabel(t, offer.price, offer.currency);

  const onValid = () => {
    // The price this dialog shows goes with the order: when the operator changed it meanwhile, the order is
    // refused, the refusal names the new price and the offers are read again, so this dialog shows it.
    const base = { chaNum: character.chaNum, price: offer.price, currency: offer.currency };
    if (offer.service === 'school') order.mutate({ ...base, service: 'school', school });
    else if (offer.service === 'rename') order.mutate({ ...base, service: 'rename', name: form.values.name });
    else order.mutate({ ...base, service: 'unstuck' });
  };

  return (
    <Modal open aria-labelledby={`${id}-title`} onCancel={onClose} className="service-dialog">
      <form onSubmit={form.submit(onValid)} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{t(SERVICE_SUMMARY_ID[offer.service])}</p>
        {offer.service === 'school' && (
          <Field id={`${id}-school`} label={t('accounts.serviceDialog.newSchool')}>
            <select
              id={`${id}-school`}
              name="school"
              value={school}
              onChange={(event) => setSchool(Number(event.target.value))}
            >
              {otherSchools.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        {offer.service === 'school' && (
          <p className="service-dialog__note">
            {t('accounts.serviceDialog.fromSchool', { school: schoolName(character.school) })}
          </p>
        )}
        {offer.service === 'rename' && (
          <Field
            id={`${id}-name`}
            label={t('accounts.serviceDialog.newName')}
            hint={t('accounts.serviceDialog.nameHint', { min: NAME_MIN, max: NAME_MAX })}
            error={form.errors.name}
          >
            <input
              id={`${id}-name`}
              {...form.field('name')}
              {...fieldAria(`${id}-name`, form.errors.name, true)}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              // biome-ignore lint/a11y/noAutofocus: the dialog opens to ask for this one value
              autoFocus
            />
          </Field>
        )}
        <p className="service-dialog__price">
          {t('accounts.serviceDialog.price')} <strong>{price}</strong>
          {offer.price > 0 && (
            <>
              {' '}
              <span className="nowrap">
                {t('accounts.serviceDialog.balance', {
                  amount: formatWhole(balance),
                  currency: CURRENCY_LABEL[offer.currency],
                })}
              </span>
            </>
          )}
        </p>
        <p className="service-dialog__note">
          {t('accounts.serviceDialog.stayOut', { name: character.name })}
        </p>
        {refusal && (
          <p className="service-dialog__refusal" role="alert">
            {refusal}
          </p>
        )}
        <div className="prompt-dialog__actions">
          <button type="submit" className="btn btn--primary" disabled={order.isPending || short}>
            {order.isPending
              ? t('accounts.serviceDialog.sending')
              : offer.price > 0
                ? t('accounts.serviceDialog.pay', { price })
                : t('accounts.confirm')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('accounts.cancel')}
          </button>
        </div>
        {short && (
          <p className="service-dialog__refusal">
            {t('accounts.serviceDialog.short', { currency: CURRENCY_LABEL[offer.currency] })}
          </p>
        )}
      </form>
    </Modal>
  );
}
