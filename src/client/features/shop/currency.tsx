import { CURRENCY_LABEL, type Currency, currencyOfSection, formatPrice } from '#shared/shop-rules.ts';
import { RepeatedIcon } from '../../ui/repeated-icon.tsx';

/** The Milleage coin icon or the R-Coin point icon (docs/product/shop-and-wallet.md, Balances and sections). */
export function CurrencyIcon({ currency }: { currency: Currency }) {
  return (
    <RepeatedIcon
      className="currency-icon"
      folder="shop"
      name={currency}
      width="16"
      height="16"
      alt={CURRENCY_LABEL[currency]}
      title={CURRENCY_LABEL[currency]}
    />
  );
}

/**
 * An amount with its currency's icon: give the `currency` (a voucher's) or the item's shop `section`
 * (section 2 = Milleage, the rule of src/shared/shop-rules.ts).
 */
export function Price({ value, ...of }: { value: number } & ({ currency: Currency } | { section: number })) {
  const currency = 'currency' in of ? of.currency : currencyOfSection(of.section);
  return (
    <span className="price">
      <CurrencyIcon currency={currency} /> {formatPrice(value)}
    </span>
  );
}
