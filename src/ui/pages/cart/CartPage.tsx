/** Placeholder until this screen lands. */
export function CartPage() {
  return <h1 className="p-8 text-2xl">My Cart</h1>;
}

export default CartPage;
