import { describe, expect, it } from 'vitest';
import type { CartEntry } from '#shared/contracts/shop.ts';
import { applyCartChange } from '../../api/shop-actions.ts';
import { cartTotals } from './cart-math.ts';

const entry = (
  seq: number,
  price: number,
  section: number,
  quantity: number,
  isChecked = 1,
  available = true,
): CartEntry => ({
  seq,
  quantity,
  isChecked,
  productnum: seq * 10,
  available,
  shopitem: { ProductNum: seq * 10, ItemName: `Item ${seq}`, price, image_url: '', section, stock: null },
});

describe('cart totals', () => {
  it('counts only checked rows, price x quantity, per currency', () => {
    const cart = [entry(1, 100, 1, 2), entry(2, 30, 2, 3), entry(3, 999, 1, 1, 0)];
    expect(cartTotals(cart)).toEqual({ count: 5, totals: { rcoin: 200, milleage: 90 } });
  });
  it('leaves out rows whose item the shop no longer lists, checked or not', () => {
    const cart = [entry(1, 100, 1, 2), entry(2, 30, 2, 3, 1, false), entry(3, 999, 1, 1, 0, false)];
    expect(cartTotals(cart)).toEqual({ count: 2, totals: { rcoin: 200, milleage: 0 } });
  });
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, totals: { rcoin: 0, milleage: 0 } });
  });
});

describe('optimistic cart changes', () => {
  const cart = [entry(1, 100, 1, 1), entry(2, 30, 2, 99)];
  it('keeps quantities within 1..99', () => {
    const row = { seq: 1, ProductNum: 10 };
    expect(applyCartChange(cart, { kind: 'quantity', row, by: -1 })[0]!.quantity).toBe(1);
    expect(
      applyCartChange(cart, { kind: 'quantity', row: { seq: 2, ProductNum: 20 }, by: 1 })[1]!.quantity,
    ).toBe(99);
    expect(applyCartChange(cart, { kind: 'quantity', row, by: 1 })[0]!.quantity).toBe(2);
  });
  it('toggles the check and removes a row', () => {
    const row = { seq: 2, ProductNum: 20 };
    expect(applyCartChange(cart, { kind: 'check', row })[1]!.isChecked).toBe(0);
    expect(applyCartChange(cart, { kind: 'remove', row }).map((e) => e.seq)).toEqual([1]);
  });
});
