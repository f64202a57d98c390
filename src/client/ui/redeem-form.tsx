import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { couponRequestSchema } from '#shared/contracts/shop.ts';
import { MESSAGES } from '#shared/messages.ts';
import { reportActionError } from '../api/client.ts';
import { withIntentKey } from '../api/intent-keys.ts';
import { shopApi } from '../api/shop.ts';
import { shopKeys } from '../api/shop-keys.ts';
import { patchStoredUser, useStoredUser } from '../session/user-store.ts';
import { showDialog, showSuccess } from './dialog-store.ts';
import './redeem-form.css';

const formSchema = z.object({ CouponCode: couponRequestSchema.shape.CouponCode });
type FormValues = z.input<typeof formSchema>;

/**
 * The voucher redeem form, shared by /user (accounts' redeem slot) and /topup. Import it only from lazily
 * loaded pages: it pulls zod. The code is uppercased as typed; the server compares it case-sensitively.
 */
export function RedeemForm({ idPrefix = 'redeem' }: { idPrefix?: string }) {
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { CouponCode: '' } });
  const codeId = `${idPrefix}-code`;

  const onSubmit = async (values: FormValues) => {
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
      reset();
      void showSuccess(response.message);
    } catch (error) {
      reportActionError(error);
    }
  };

  const field = register('CouponCode', {
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const start = input.selectionStart;
      input.value = input.value.toUpperCase();
      if (start !== null) input.setSelectionRange(start, start);
    },
  });

  return (
    <form
      className="redeem-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`}>Redeem Code</h2>
      <div className="field">
        <label htmlFor={codeId}>Voucher Code</label>
        <input
          id={codeId}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={errors.CouponCode ? true : undefined}
          aria-describedby={`${codeId}-notes${errors.CouponCode ? ` ${codeId}-error` : ''}`}
          {...field}
        />
        <p id={`${codeId}-error`} className="field__error" role={errors.CouponCode ? 'alert' : undefined}>
          {errors.CouponCode?.message ?? ''}
        </p>
      </div>
      <ul id={`${codeId}-notes`} className="redeem-notes">
        <li>Please check the code carefully before submitting.</li>
        <li>Codes are case-sensitive.</li>
        <li>Each code can be used only once.</li>
      </ul>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Redeeming…' : 'Redeem'}
      </button>
    </form>
  );
}
