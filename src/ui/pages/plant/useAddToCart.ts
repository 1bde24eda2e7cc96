import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Plant } from '@/modules/shared/domain/Plant';
import type { CartAddition } from '@/modules/cart/domain/CartAddition';
import { addableQuantity } from '@/modules/cart/domain/addableQuantity';
import { clampDetailQuantity, INITIAL_DETAIL_QUANTITY } from '@/modules/plants/domain/detailRules';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import { useCart } from '@/ui/hooks/useCart';
import { ADDED_TO_CART_CONFIRMATION_MS } from './detailPageCopy';
import { useAddToCartWithFeedback } from './useAddToCartWithFeedback';

/** What an Add to Cart button of the detail page shows and does. */
export interface AddToCartState {
  readonly quantity: number;
  /** The stock the cart has not taken yet: the stepper's maximum. */
  readonly room: number;
  readonly inCart: number;
  readonly outOfStock: boolean;
  readonly allInCart: boolean;
  /** The last add, for its 3 s of 'Added to cart!' (or what the stock stopped). */
  readonly confirmation: CartAddition | null;
  readonly change: (delta: number) => void;
  readonly press: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Spec section 4: the quantity starts at 1 and stays within 1..availableStock; once the plant is
 * added, 'Added to cart!' for 3 seconds; what the add says in toasts is
 * useAddToCartWithFeedback's.
 * Beyond the spec: the quantity stops at what the cart does not hold yet, and when the cart holds
 * the whole stock the button takes no add. One per page: every Add to Cart of the page (the main
 * button, the sticky bar's) presses this one, so they share its lock, its toast and its rules.
 */
export function useAddToCart(plant: Plant): AddToCartState {
  const addToCart = useAddToCartWithFeedback();
  const { cart } = useCart();
  const [chosen, setQuantity] = useState(INITIAL_DETAIL_QUANTITY);
  const [confirmation, setConfirmation] = useState<CartAddition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  const busy = useRef(false);
  const outOfStock = isOutOfStock(plant);
  // The stock the cart has not taken yet stands for the plant's stock in the spec's 1..stock.
  const room = { availableStock: addableQuantity(cart, plant) };
  const quantity = clampDetailQuantity(chosen, room);
  const inCart = plant.availableStock - room.availableStock;
  const allInCart = !outOfStock && room.availableStock === 0;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const change = (delta: number) => setQuantity(clampDetailQuantity(quantity + delta, room));

  function press(event: MouseEvent<HTMLButtonElement>) {
    // A double click's second click (detail 2) is not a second add: the stepper says how many.
    if (event.detail > 1 || allInCart) return;
    void add();
  }

  async function add() {
    // Locked while an add is in flight: a second press would add on top of the first.
    if (busy.current) return;
    busy.current = true;
    const addition = await addToCart(plant, quantity);
    busy.current = false;
    if (!addition || !mounted.current) return;
    clearTimeout(timer.current);
    setConfirmation(addition);
    timer.current = setTimeout(() => setConfirmation(null), ADDED_TO_CART_CONFIRMATION_MS);
  }

  return {
    quantity,
    room: room.availableStock,
    inCart,
    outOfStock,
    allInCart,
    confirmation,
    change,
    press,
  };
}
