import { CURRENCY_LABEL, currencyOfSection, formatPrice } from '#shared/shop-rules.ts';

/** Section 2 = the Milleage coin icon, anything else = the R-Coin point icon (shop-and-wallet.md). */
export function CurrencyIcon({ section, size = 16 }: { section: number; size?: number }) {
  const currency = currencyOfSection(section);
  return (
    <img
      className="currency-icon"
      src={currency === 'milleage' ? '/img/shop/milleage.svg' : '/img/shop/rcoin.svg'}
      width={size}
      height={size}
      alt={CURRENCY_LABEL[currency]}
      title={CURRENCY_LABEL[currency]}
    />
  );
}

export function Price({ value, section }: { value: number; section: number }) {
  return (
    <span className="price">
      <CurrencyIcon section={section} /> {formatPrice(value)}
    </span>
  );
}
