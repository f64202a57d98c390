import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { z } from 'zod';
import { couponRequestSchema } from '#shared/contracts/shop.ts';
import uiEn from '#shared/i18n/ui.en.ts';
import { MESSAGES } from '#shared/messages.ts';
import { reportActionError } from '../api/client.ts';
import { withIntentKey } from '../api/intent-keys.ts';
import { shopApi } from '../api/shop.ts';
import { shopKeys } from '../api/shop-keys.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { patchStoredUser, useStoredUser } from '../session/user-store.ts';
import { showDialog, showSuccess } from './dialog-store.ts';
import { Field } from './field.tsx';
import { useForm } from './use-form.ts';
import './redeem-form.css';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

const formSchema = z.object({ CouponCode: couponRequestSchema.shape.CouponCode });
type FormValues = z.input<typeof formSchema>;

/**
 * The voucher redeem form, shared by /user (accounts' redeem slot) and /topup. Import it only from lazily
 * loaded pages: it pulls zod. The code is uppercased as typed; the server compares it case-sensitively.
 */
export function RedeemForm({ idPrefix = 'redeem' }: { idPrefix?: string }) {
  const t = useT();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const form = useForm<FormValues, z.output<typeof formSchema>>({
    initial: { CouponCode: '' },
    schema: formSchema,
  });
  const error = form.errors.CouponCode;
  const codeId = `${idPrefix}-code`;

  const onSubmit = form.submit(async (values) => {
    if (!user) {
      await showDialog(MESSAGES.unauthenticated);
      return;
    }
    try {
      // One key per code: redeeming the same code again after a lost answer replays the first answer.
      const CouponCode = values.CouponCode.trim();
      const response = await withIntentKey('processCoupon', CouponCode, (key) =>
        shopApi.redeemCoupon(CouponCode, key),
      );
      patchStoredUser({ UserPoint: response.userPoints, UserPoint2: response.userPoints2 });
      void queryClient.invalidateQueries({ queryKey: shopKeys.allTopUps });
      form.reset();
      void showSuccess(response.message);
    } catch (failure) {
      reportActionError(failure);
    }
  });

  /** Uppercased as typed, the caret kept where it was (the state then matches what the box shows). */
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const start = input.selectionStart;
    input.value = input.value.toUpperCase();
    if (start !== null) input.setSelectionRange(start, start);
    form.set({ CouponCode: input.value });
  };

  return (
    <form className="redeem-form" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('ui.redeem.title')}</h2>
      <Field id={codeId} label={t('ui.redeem.code')} error={error}>
        <input
          id={codeId}
          name="CouponCode"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${codeId}-notes${error ? ` ${codeId}-error` : ''}`}
          value={form.values.CouponCode}
          onChange={onCodeChange}
        />
      </Field>
      <ul id={`${codeId}-notes`} className="redeem-notes">
        <li>{t('ui.redeem.checkCarefully')}</li>
        <li>{t('ui.redeem.caseSensitive')}</li>
        <li>{t('ui.redeem.once')}</li>
      </ul>
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        {form.submitting ? t('ui.redeem.busy') : t('ui.redeem.submit')}
      </button>
    </form>
  );
}
