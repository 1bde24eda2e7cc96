/**
 * Whether a filter choice can be changed. A choice that would add no plant (its count, following
 * the other choices, is 0) cannot be ticked: ticking it would show nothing new or nothing at all.
 * A ticked choice can always be unticked, whatever its count has fallen to, so the shopper can
 * always undo a choice.
 */
export function isChoiceEnabled(count: number, checked: boolean): boolean {
  return checked || count > 0;
}
