import { useId, useState } from 'react';
import {
  type CharacterService,
  NAME_MAX,
  NAME_MIN,
  priceText,
  SERVICE_LABEL,
  SERVICE_SUMMARY,
} from '#shared/character-services.ts';
import {
  type CharacterState,
  renameBodySchema,
  type ServiceOffer,
} from '#shared/contracts/character-services.ts';
import { formatWhole } from '#shared/numbers.ts';
import { SCHOOLS, schoolName } from '#shared/schools.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { useOrderService } from '../../api/characters.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { saveFailure, useForm } from '../../ui/use-form.ts';

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
  const title = `${SERVICE_LABEL[offer.service]}: ${character.name}`;

  const onValid = () => {
    const { chaNum } = character;
    if (offer.service === 'school') order.mutate({ chaNum, service: 'school', school });
    else if (offer.service === 'rename') order.mutate({ chaNum, service: 'rename', name: form.values.name });
    else order.mutate({ chaNum, service: 'unstuck' });
  };

  return (
    <Modal open aria-labelledby={`${id}-title`} onCancel={onClose} className="service-dialog">
      <form onSubmit={form.submit(onValid)} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{SERVICE_SUMMARY[offer.service]}</p>
        {offer.service === 'school' && (
          <Field id={`${id}-school`} label="New school">
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
            From {schoolName(character.school)}; the character must stay out of any guild until it is done.
          </p>
        )}
        {offer.service === 'rename' && (
          <Field
            id={`${id}-name`}
            label="New name"
            hint={`${NAME_MIN} to ${NAME_MAX} characters: English letters, digits and - _ = /, no spaces.`}
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
          Price: <strong>{priceText(offer.price, offer.currency)}</strong>
          {offer.price > 0 && (
            <>
              {' '}
              <span className="nowrap">
                (you have {formatWhole(balance)} {CURRENCY_LABEL[offer.currency]})
              </span>
            </>
          )}
        </p>
        <p className="service-dialog__note">
          {character.name} must stay out of the game until it is done. If the game refuses, the price comes
          back.
        </p>
        {refusal && (
          <p className="service-dialog__refusal" role="alert">
            {refusal}
          </p>
        )}
        <div className="prompt-dialog__actions">
          <button type="submit" className="btn btn--primary" disabled={order.isPending || short}>
            {order.isPending
              ? 'Sending…'
              : offer.price > 0
                ? `Pay ${priceText(offer.price, offer.currency)}`
                : 'Confirm'}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
        {short && (
          <p className="service-dialog__refusal">
            Not enough {CURRENCY_LABEL[offer.currency]} for this service.
          </p>
        )}
      </form>
    </Modal>
  );
}
