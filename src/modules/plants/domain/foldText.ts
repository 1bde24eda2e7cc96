/**
 * Text as it is compared: decomposed (NFD), accents and other combining marks
 * removed, lower-cased. 'Café' and 'CAFE' both become 'cafe'.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A filter value as it is compared: outer spaces trimmed, then folded. */
export function facetKey(value: string): string {
  return foldText(value.trim());
}

/** facetKey for many values that mostly repeat: each distinct value is folded once. */
export function facetKeyMemo(): (value: string) => string {
  const memo = new Map<string, string>();
  return (value) => {
    let key = memo.get(value);
    if (key === undefined) {
      key = facetKey(value);
      memo.set(value, key);
    }
    return key;
  };
}
