import { ResultPage } from './result-page.tsx';

export default function TopupSuccessPage() {
  return (
    <ResultPage
      tone="success"
      title="Top Up Successful"
      text="Thank you! Your payment went through. Your R-Coin will appear in your account as soon as the payment is confirmed."
    />
  );
}
